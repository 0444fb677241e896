// A logged-in member for tests, and the member's common layout as the api answers it (a plain
// member, not an agent); a test overrides only what it is about.
import type { LoginSession, MemberCommonLayout } from '../contracts/index.js';

export const TEST_MEMBER: LoginSession = {
  token: 'tok-7',
  member_id: 7,
  member_account: 'player07',
  member_currency: 'USD',
  member_type: 1,
  site_id: '1',
};

export const testMemberLayout = (over: Partial<MemberCommonLayout> = {}): MemberCommonLayout => ({
  id: TEST_MEMBER.member_id,
  member_currency: 'USD',
  member_cash: '150.00',
  member_account: TEST_MEMBER.member_account,
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: 0,
  agent_active: 0,
  is_playing: 0,
  cash_back_status: 0,
  wallet_status: 1,
  first_login_to_change_password: 0,
  need_bank_account_deposit_verified: 0,
  ...over,
});
