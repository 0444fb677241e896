import type { LoginSession, MemberCommonLayout } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';

export type MemberStatus = 'active' | 'disabled' | 'frozen';

export interface MemberRow {
  id: number;
  site_id: string;
  member_account: string;
  password_hash: string;
  member_name: string;
  member_currency: string;
  member_type: number;
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  agent_type: number;
  agent_level: number;
  status: MemberStatus;
  cash_cents: number;
  is_playing: 0 | 1;
  cash_back_status: number;
  wallet_status: number;
  first_login_to_change_password: 0 | 1;
  need_bank_account_deposit_verified: 0 | 1;
  created_at: number;
  /** The last session's start (null: never signed in). */
  last_login_at: number | null;
}

/** A member as the console's search lists it. */
export interface MemberSummary {
  id: number;
  member_account: string;
  member_name: string;
  member_phone: string;
  member_email: string;
  member_currency: string;
  status: MemberStatus;
  is_agent: 0 | 1;
  created_at: number;
  last_login_at: number | null;
}

/** `text` as a LIKE pattern matching it anywhere, its own % and _ taken literally (ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMembers(db: Db) {
  const byAccount = db.prepare('SELECT * FROM members WHERE site_id = ? AND member_account = ?');
  const byId = db.prepare('SELECT * FROM members WHERE id = ?');
  // LIKE ignores the case of ASCII letters only (SQLite without ICU).
  const search = db.prepare(
    `SELECT id, member_account, member_name, member_phone, member_email, member_currency, status, is_agent,
       created_at, last_login_at
     FROM members WHERE site_id = @site_id AND (@before_id IS NULL OR id < @before_id)
       AND (@pattern IS NULL OR member_account LIKE @pattern ESCAPE '\\' OR member_name LIKE @pattern ESCAPE '\\'
         OR member_phone LIKE @pattern ESCAPE '\\' OR member_email LIKE @pattern ESCAPE '\\')
     ORDER BY id DESC LIMIT @limit`,
  );
  return {
    findByAccount: (siteId: string, account: string) => byAccount.get(siteId, account) as MemberRow | undefined,
    findById: (id: number) => byId.get(id) as MemberRow | undefined,
    /**
     * The site's members whose account, real name, phone or e-mail contains `q`, newest first,
     * `limit` of them before `before_id`; and the cursor of the next page (null: the last page).
     */
    search(
      siteId: string,
      q: string,
      page: { before_id?: number; limit: number },
    ): { items: MemberSummary[]; next_before_id: number | null } {
      const rows = search.all({
        site_id: siteId,
        pattern: q === '' ? null : containsPattern(q),
        before_id: page.before_id ?? null,
        limit: page.limit + 1,
      }) as MemberSummary[];
      const items = rows.slice(0, page.limit);
      return { items, next_before_id: rows.length > page.limit ? items[items.length - 1]!.id : null };
    },
  };
}

export function toLoginSession(member: MemberRow, token: string): LoginSession {
  return {
    token,
    member_id: member.id,
    member_account: member.member_account,
    member_currency: member.member_currency,
    member_type: member.member_type,
    site_id: member.site_id,
  };
}

export function toCommonLayout(member: MemberRow): MemberCommonLayout {
  return {
    id: member.id,
    member_currency: member.member_currency,
    member_cash: formatCents(member.cash_cents),
    member_account: member.member_account,
    member_type: member.member_type,
    agent_type: member.agent_type,
    agent_level: member.agent_level,
    is_agent: member.is_agent,
    agent_active: member.agent_active,
    is_playing: member.is_playing,
    cash_back_status: member.cash_back_status,
    wallet_status: member.wallet_status,
    first_login_to_change_password: member.first_login_to_change_password,
    need_bank_account_deposit_verified: member.need_bank_account_deposit_verified,
  };
}
