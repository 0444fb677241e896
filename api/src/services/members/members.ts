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
}

export function createMembers(db: Db) {
  const byAccount = db.prepare('SELECT * FROM members WHERE site_id = ? AND member_account = ?');
  const byId = db.prepare('SELECT * FROM members WHERE id = ?');
  return {
    findByAccount: (siteId: string, account: string) => byAccount.get(siteId, account) as MemberRow | undefined,
    findById: (id: number) => byId.get(id) as MemberRow | undefined,
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
