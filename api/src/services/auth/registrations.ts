// Creating a member (POST /register): the unique checks and the insert in one IMMEDIATE
// transaction, so two registrations racing for one account (or one unique phone, email...)
// cannot both pass: the second sees the first's row, and the members UNIQUE constraint backs
// the account up. The new member gets a friend-recommend code of its own.
import { randomInt } from 'node:crypto';
import { RegisterCode, type UniqueField } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../members/index.js';

export interface NewMember {
  site_id: string;
  member_account: string;
  password_hash: string;
  member_currency: string;
  member_name: string;
  member_email: string;
  member_birthday: string;
  member_phone: string;
  withdraw_password_hash: string;
  identity_id: string;
  member_qq: string;
  member_wechat: string;
  member_whats_app: string;
  member_zalo: string;
  member_fb: string;
  member_telegram: string;
  member_skype: string;
  member_others: string;
  phone_verified: 0 | 1;
  parent_agent_id: number | null;
  recommended_by: number | null;
  register_ip: string;
  /** The host of the page the member registered on (lib/page-host.ts): an agent link's registrations per domain. */
  register_host: string;
}

/** Each unique field's duplicate code; identity is 114 when checked on blur, 223 on POST /register. */
const DUPLICATE_CODES: Record<Exclude<UniqueField, 'identity_id'>, number> = {
  member_account: RegisterCode.duplicateAccount,
  member_name: RegisterCode.duplicateName,
  member_phone: RegisterCode.duplicatePhone,
  member_email: RegisterCode.duplicateEmail,
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'R' and 7 characters: always has a letter, so it never reads as an agent id. */
export const newRecommendCode = () =>
  `R${Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

const isUniqueViolation = (err: unknown) =>
  err instanceof Error && 'code' in err && (err as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export type CreateResult = { ok: true; member: MemberRow } | { ok: false; code: number };

export function createRegistrations(db: Db, now: () => number = Date.now) {
  const lookup = (sql: string) => db.prepare<[string, string]>(sql);
  const exists: Record<UniqueField, ReturnType<typeof lookup>> = {
    member_account: lookup('SELECT 1 FROM members WHERE site_id = ? AND member_account = ?'),
    member_name: lookup('SELECT 1 FROM members WHERE site_id = ? AND member_name = ?'),
    member_phone: lookup('SELECT 1 FROM members WHERE site_id = ? AND member_phone = ?'),
    member_email: lookup('SELECT 1 FROM members WHERE site_id = ? AND member_email = ? COLLATE NOCASE'),
    identity_id: lookup('SELECT 1 FROM members WHERE site_id = ? AND identity_id = ?'),
  };
  const insert = db.prepare(
    `INSERT INTO members (site_id, member_account, password_hash, member_name, member_currency, member_type,
       member_email, member_phone, parent_agent_id, member_birthday, withdraw_password_hash, identity_id,
       member_qq, member_wechat, member_whats_app, member_zalo, member_fb, member_telegram, member_skype,
       member_others, phone_verified, recommended_by, register_ip, register_host, created_at)
     VALUES (@site_id, @member_account, @password_hash, @member_name, @member_currency, 1,
       @member_email, @member_phone, @parent_agent_id, @member_birthday, @withdraw_password_hash, @identity_id,
       @member_qq, @member_wechat, @member_whats_app, @member_zalo, @member_fb, @member_telegram, @member_skype,
       @member_others, @phone_verified, @recommended_by, @register_ip, @register_host, @created_at)`,
  );
  const insertCode = db.prepare(
    `INSERT OR IGNORE INTO recommend_codes (code, site_id, member_id, status, created_at) VALUES (?, ?, ?, 'active', ?)`,
  );
  const byId = db.prepare('SELECT * FROM members WHERE id = ?');

  /**
   * The first field (in UNIQUE_FIELDS order) whose value another member of the site already has.
   * The account is always unique; the others only when listed in `unique`.
   */
  function duplicateCode(
    siteId: string,
    values: Partial<Record<UniqueField, string>>,
    unique: ReadonlySet<UniqueField>,
    identityCode: number,
  ): number | null {
    for (const field of Object.keys(exists) as UniqueField[]) {
      const value = values[field]?.trim() ?? '';
      if (value === '' || (field !== 'member_account' && !unique.has(field))) continue;
      if (exists[field].get(siteId, value) === undefined) continue;
      return field === 'identity_id' ? identityCode : DUPLICATE_CODES[field];
    }
    return null;
  }

  const create = db.transaction((member: NewMember, unique: ReadonlySet<UniqueField>): CreateResult => {
    const duplicate = duplicateCode(member.site_id, member, unique, RegisterCode.duplicateIdentity);
    if (duplicate !== null) return { ok: false, code: duplicate };
    const t = now();
    const id = Number(insert.run({ ...member, created_at: t }).lastInsertRowid);
    while (insertCode.run(newRecommendCode(), member.site_id, id, t).changes === 0);
    return { ok: true, member: byId.get(id) as MemberRow };
  });

  return {
    duplicateCode,
    create(member: NewMember, unique: ReadonlySet<UniqueField>): CreateResult {
      try {
        return create.immediate(member, unique);
      } catch (err) {
        // Another writer got the account in between (another process on the same file).
        if (isUniqueViolation(err)) return { ok: false, code: RegisterCode.duplicateAccount };
        throw err;
      }
    },
  };
}
export type Registrations = ReturnType<typeof createRegistrations>;
