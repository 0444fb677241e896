// Steps the member-centre specs share: a session made through the api (as the login modal would),
// the member centre's pages with the heading each shows, and the console's api acting as the
// operator (the local owner, e2e/support/operator.ts).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_TYPE_LOGIN, type LoginSession } from '@croupier/shared/contracts';
import { asOperator } from './operator.js';
import { TEST_CAPTCHA } from './ports.js';

/** A real session of a member, made through POST /api/login with the fixed captcha. */
export async function apiLogin(
  request: APIRequestContext,
  member: { account: string; password: string },
): Promise<LoginSession> {
  const captcha = await request.post('/api/captcha', { data: { type: CAPTCHA_TYPE_LOGIN, site_id: '1' } });
  const { token: captcha_token } = ((await captcha.json()) as { body: { token: string } }).body;
  const res = await request.post('/api/login', {
    data: { account: member.account, password: member.password, site_id: '1', answer: TEST_CAPTCHA, captcha_token },
  });
  const json = (await res.json()) as { code: number; message?: string; data: LoginSession };
  expect(json.code, json.message).toBe(100);
  return json.data;
}

/** A member's call with its token, as the site makes it. */
export async function memberCall<T>(
  request: APIRequestContext,
  s: LoginSession,
  path: string,
  data: object = {},
): Promise<{ code: number; message: string; data: T }> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${s.token}` } });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** Every page of the menu (spec 02 §2) with its heading (the menu's name, or the page's own title). */
export const MEMBER_PAGES = [
  { page: 'Info', heading: 'Profile' },
  { page: 'MyWallet', heading: 'Wallet' },
  { page: 'Announcement', heading: 'Announcements' },
  { page: 'Letter', heading: 'Letters' },
  { page: 'Deposit', heading: 'Deposit' },
  { page: 'Withdrawal', heading: 'Withdrawal' },
  { page: 'BindAccount', heading: 'Bank accounts' },
  { page: 'Transaction', heading: 'Transactions' },
  { page: 'DWRecord', heading: 'Deposit and withdrawal records' },
  { page: 'RecommendProject', heading: 'Invite friends' },
  { page: 'RecommendRecord', heading: 'Referral rewards' },
  { page: 'RecommendMemberSearch', heading: 'Referred members' },
  { page: 'ResponsibleGaming', heading: 'Responsible gaming tools' },
] as const;

export const main = (page: Page): Locator => page.getByRole('main');

/** Opens /user/{name} in this page and waits until it has loaded its data. */
export async function openMemberPage(page: Page, name: string, heading: string) {
  await page.goto(`/user/${name}`);
  await expect(main(page).getByRole('heading', { level: 2, name: heading, exact: true }).first()).toBeVisible();
  await expect(main(page).getByText('Loading…')).toHaveCount(0);
}

/** The operator's actions in the console (site 1); each asserts it succeeded. */
export const operator = {
  async sendLetter(request: APIRequestContext, member_account: string, title: string, content: string) {
    await asOperator(request, `/sites/1/members/${encodeURIComponent(member_account)}/letters`, { title, content });
  },
  async decide(request: APIRequestContext, order_number: string, approve: boolean) {
    await asOperator(request, `/sites/1/orders/${encodeURIComponent(order_number)}/decide`, {
      approve,
      reason: approve ? 'payment received' : 'payment not received',
    });
  },
  async forcePasswordChange(request: APIRequestContext, member_account: string) {
    await asOperator(request, `/sites/1/members/${encodeURIComponent(member_account)}/force-password-change`, {});
  },
};

/** The page is not wider than its window (no sideways scroll). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what}: wider than the window`).toBeLessThanOrEqual(client);
}
