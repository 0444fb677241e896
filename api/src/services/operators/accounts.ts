// Operator accounts: who they are, their roles and the sites they may see, their second factor and
// recovery codes. Never members: a member's account and an operator's live in different tables.
import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isOperatorRole, permissionsOf, type OperatorPermission, type OperatorRole } from './permissions.js';

interface OperatorRow {
  id: number;
  account: string;
  display_name: string;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number;
  roles: string;
  all_sites: number;
  seeded: number;
  disabled_at: number | null;
  created_at: number;
}

/** An operator as the routes see it (no secret). */
export interface Operator {
  id: number;
  account: string;
  display_name: string;
  roles: OperatorRole[];
  all_sites: boolean;
  site_ids: string[];
  permissions: OperatorPermission[];
  totp_enrolled: boolean;
  disabled: boolean;
  created_at: number;
}

export interface NewOperator {
  account: string;
  display_name: string;
  password_hash: string;
  roles: OperatorRole[];
  all_sites: boolean;
  site_ids: string[];
  totp_secret?: string | null;
  seeded?: boolean;
  created_by?: number | null;
}

export const RECOVERY_CODE_COUNT = 10;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** xxxx-xxxx-xxxx of a-z and 2-9 without look-alikes: 60 bits, typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

function recoveryCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export function createOperatorAccounts(db: Db, now: () => number = Date.now) {
  const byIdStmt = db.prepare('SELECT * FROM operators WHERE id = ?');
  const byAccountStmt = db.prepare('SELECT * FROM operators WHERE account = ?');
  const sitesOf = db.prepare('SELECT site_id FROM operator_sites WHERE operator_id = ? ORDER BY site_id');

  function view(row: OperatorRow): Operator {
    const roles = (JSON.parse(row.roles) as unknown[]).filter(isOperatorRole);
    return {
      id: row.id,
      account: row.account,
      display_name: row.display_name,
      roles,
      all_sites: row.all_sites === 1,
      site_ids: (sitesOf.all(row.id) as { site_id: string }[]).map((s) => s.site_id),
      permissions: permissionsOf(roles),
      totp_enrolled: row.totp_secret !== null,
      disabled: row.disabled_at !== null,
      created_at: row.created_at,
    };
  }

  const row = (id: number) => byIdStmt.get(id) as OperatorRow | undefined;

  return {
    byId(id: number): Operator | undefined {
      const found = row(id);
      return found && view(found);
    },

    /** The stored secrets of an account, for the sign-in (undefined when none has that name). */
    credentialsOf(account: string) {
      const found = byAccountStmt.get(account) as OperatorRow | undefined;
      return (
        found && {
          id: found.id,
          password_hash: found.password_hash,
          totp_secret: found.totp_secret,
          totp_last_step: found.totp_last_step,
          disabled: found.disabled_at !== null,
        }
      );
    },

    secondFactorOf(id: number) {
      const found = row(id);
      return found && { totp_secret: found.totp_secret, totp_last_step: found.totp_last_step };
    },

    list(): Operator[] {
      return (db.prepare('SELECT * FROM operators ORDER BY id').all() as OperatorRow[]).map(view);
    },

    accountTaken: (account: string) => byAccountStmt.get(account) !== undefined,

    /** Inserts the operator and its sites; the caller runs it inside its transaction. */
    create(input: NewOperator): Operator {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO operators (account, display_name, password_hash, totp_secret, roles, all_sites, seeded, created_at, created_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          input.account,
          input.display_name,
          input.password_hash,
          input.totp_secret ?? null,
          JSON.stringify([...new Set(input.roles)]),
          input.all_sites ? 1 : 0,
          input.seeded ? 1 : 0,
          now(),
          input.created_by ?? null,
        );
      const insertSite = db.prepare('INSERT INTO operator_sites (operator_id, site_id) VALUES (?, ?)');
      for (const site of new Set(input.site_ids)) insertSite.run(lastInsertRowid, site);
      return view(row(Number(lastInsertRowid))!);
    },

    /** Records the step a code was accepted for: the same code is refused after it. */
    useStep(id: number, step: number): boolean {
      return (
        db.prepare('UPDATE operators SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?').run(step, id, step)
          .changes === 1
      );
    },

    /** Stores the enrolled secret and returns a fresh set of recovery codes (only their hashes are kept). */
    enrol(id: number, secret: string, step: number): string[] {
      return db.transaction(() => {
        db.prepare('UPDATE operators SET totp_secret = ?, totp_last_step = ? WHERE id = ?').run(secret, step, id);
        db.prepare('DELETE FROM operator_recovery_codes WHERE operator_id = ?').run(id);
        const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
        const insert = db.prepare('INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES (?, ?)');
        for (const code of codes) insert.run(id, sha256(normaliseRecovery(code)));
        return codes;
      })();
    },

    /** Spends a recovery code: true once per code. */
    useRecoveryCode(id: number, code: string): boolean {
      return (
        db
          .prepare(
            'UPDATE operator_recovery_codes SET used_at = ? WHERE operator_id = ? AND code_hash = ? AND used_at IS NULL',
          )
          .run(now(), id, sha256(normaliseRecovery(code))).changes === 1
      );
    },

    recoveryCodesLeft(id: number): number {
      return (
        db
          .prepare('SELECT COUNT(*) AS n FROM operator_recovery_codes WHERE operator_id = ? AND used_at IS NULL')
          .get(id) as { n: number }
      ).n;
    },

    /** Whether the operator may see the site: every site, or one of its own. */
    seesSite(operator: Pick<Operator, 'all_sites' | 'site_ids'>, siteId: string): boolean {
      return operator.all_sites || operator.site_ids.includes(siteId);
    },

    /** Disables or enables the operator; true when that changed something. */
    setDisabled(id: number, disabled: boolean): boolean {
      return (
        db
          .prepare(
            disabled
              ? 'UPDATE operators SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL'
              : 'UPDATE operators SET disabled_at = NULL WHERE id = ? AND disabled_at IS NOT NULL',
          )
          .run(...(disabled ? [now(), id] : [id])).changes === 1
      );
    },

    /** Forgets the second factor and its recovery codes: the operator enrols again at its next sign-in. */
    resetSecondFactor(id: number): boolean {
      db.prepare('DELETE FROM operator_recovery_codes WHERE operator_id = ?').run(id);
      return (
        db.prepare('UPDATE operators SET totp_secret = NULL WHERE id = ? AND totp_secret IS NOT NULL').run(id)
          .changes === 1
      );
    },

    /** The active seeded local owners (production refuses to start while one exists). */
    activeSeeded(): string[] {
      return (
        db.prepare('SELECT account FROM operators WHERE seeded = 1 AND disabled_at IS NULL').all() as {
          account: string;
        }[]
      ).map((r) => r.account);
    },

    disableSeeded(): number {
      return db.prepare('UPDATE operators SET disabled_at = ? WHERE seeded = 1 AND disabled_at IS NULL').run(now())
        .changes;
    },
  };
}
