// The member's own profile (spec 02 §2 "Member profile"): reading it, filling in later the fields
// the register settings allow (each once, when empty), and the two passwords.
import {
  PROFILE_FILL_FIELDS,
  RegisterCode,
  type MemberProfile,
  type ProfileFillField,
  type UniqueField,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import type { Registrations } from '../auth/index.js';

const PROFILE_COLUMNS = `m.id, m.member_account, m.member_name, m.member_currency, m.withdraw_password_hash <> '' AS is_withdraw_password,
  m.member_birthday, m.member_email, m.member_phone, m.phone_verified, m.identity_id, m.member_qq, m.member_wechat,
  m.member_whats_app, m.member_zalo, m.member_fb, m.member_telegram, m.member_skype, m.member_line, m.member_others,
  COALESCE((SELECT code FROM recommend_codes c WHERE c.member_id = m.id ORDER BY c.status = 'active' DESC, c.created_at LIMIT 1), '')
    AS recommend_code, m.created_at`;

export type FillResult = { ok: true } | { ok: false; code: number; field?: ProfileFillField };

export function createMemberProfile(db: Db, registrations: Pick<Registrations, 'duplicateCode'>) {
  const read = db.prepare(`SELECT ${PROFILE_COLUMNS} FROM members m WHERE m.id = ?`);
  const hashes = db.prepare('SELECT password_hash, withdraw_password_hash FROM members WHERE id = ?');
  const setPassword = db.prepare(
    'UPDATE members SET password_hash = ?, first_login_to_change_password = 0 WHERE id = ?',
  );
  const setWithdrawPassword = db.prepare('UPDATE members SET withdraw_password_hash = ? WHERE id = ?');
  const setForcePasswordChange = db.prepare('UPDATE members SET first_login_to_change_password = 1 WHERE id = ?');
  // Column names come from PROFILE_FILL_FIELDS only, never from the request.
  const fieldSetters = new Map(
    PROFILE_FILL_FIELDS.map((f) => [f, db.prepare(`UPDATE members SET ${f} = ? WHERE id = ? AND ${f} = ''`)] as const),
  );
  const setPhoneVerified = db.prepare('UPDATE members SET phone_verified = 1 WHERE id = ?');

  /** Duplicates checked again and the fields written only while still empty, in one IMMEDIATE transaction. */
  const fill = db.transaction(
    (
      member: { id: number; site_id: string },
      values: Partial<Record<ProfileFillField, string>>,
      unique: ReadonlySet<UniqueField>,
      phoneVerified: boolean,
    ): FillResult => {
      const duplicate = registrations.duplicateCode(member.site_id, values, unique, RegisterCode.duplicateIdentity);
      if (duplicate !== null) return { ok: false, code: duplicate };
      for (const [field, value] of Object.entries(values) as [ProfileFillField, string][]) {
        if (fieldSetters.get(field)!.run(value, member.id).changes === 0) throw new FieldTaken(field);
      }
      if (phoneVerified) setPhoneVerified.run(member.id);
      return { ok: true };
    },
  );

  return {
    read(memberId: number): MemberProfile | undefined {
      return read.get(memberId) as MemberProfile | undefined;
    },
    hashes: (memberId: number) =>
      hashes.get(memberId) as { password_hash: string; withdraw_password_hash: string } | undefined,
    /** Writes the filled fields; a field set meanwhile (another window) rolls everything back. */
    fill(
      member: { id: number; site_id: string },
      values: Partial<Record<ProfileFillField, string>>,
      unique: ReadonlySet<UniqueField>,
      phoneVerified: boolean,
      notFillableCode: number,
    ): FillResult {
      try {
        return fill.immediate(member, values, unique, phoneVerified);
      } catch (err) {
        if (err instanceof FieldTaken) return { ok: false, code: notFillableCode, field: err.field };
        throw err;
      }
    },
    setPassword: (memberId: number, hash: string) => setPassword.run(hash, memberId).changes > 0,
    setWithdrawPassword: (memberId: number, hash: string) => setWithdrawPassword.run(hash, memberId).changes > 0,
    forcePasswordChange: (memberId: number) => setForcePasswordChange.run(memberId).changes > 0,
  };
}
export type MemberProfileService = ReturnType<typeof createMemberProfile>;

class FieldTaken extends Error {
  constructor(readonly field: ProfileFillField) {
    super(`${field} is already set`);
  }
}
