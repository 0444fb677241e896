// Steps the agent-centre specs share: the seeded agent01, the agent pages with the
// heading each shows, an operator's approval of a pending application (the console's api), a
// fresh active agent made through the api (applied, approved, credited, with a withdraw
// password), and a report's totals row read off the page.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LoginSession } from '@croupier/shared/contracts';
import { freshMember } from './games.js';
import { main, memberCall } from './member-centre.js';
import { asOperator } from './operator.js';

/** The seeded master agent (api/README.md, the agent area). Shared by every spec: compare, never count. */
export const AGENT01 = { account: 'agent01', password: 'agent123' } as const;

/** Every page of the agent menu with its heading (mf-proxy's menu.page.* words). */
export const AGENT_PAGES = [
  { page: 'Plan', heading: 'Commission plan' },
  { page: 'Agreement', heading: 'Agent agreement' },
  { page: 'Register', heading: 'Become an agent' },
  { page: 'DownlineInfo', heading: 'Downline' },
  { page: 'Promotion', heading: 'Promotion links' },
  { page: 'OperationTable', heading: 'Operation report' },
  { page: 'StratifiedTable', heading: 'Report by level' },
  { page: 'Transfer', heading: 'Transfer to downline' },
  { page: 'PerformanceSettlement', heading: 'Commission settlement' },
] as const;

/** The withdraw password fresh agents get. */
export const AGENT_WITHDRAW_PASSWORD = '2468';

/** An operator approves the member's pending agent application on site 1; answers the application. */
export async function approveApplication(
  request: APIRequestContext,
  account: string,
): Promise<{ id: number; status: string }> {
  const pending = await asOperator<{ items: { id: number }[] }>(
    request,
    `/sites/1/agents/applications?status=pending&member_account=${encodeURIComponent(account)}`,
  );
  expect(pending.items, `a pending application of ${account}`).toHaveLength(1);
  const decided = await asOperator<{ id: number; status: string }>(
    request,
    `/sites/1/agents/applications/${pending.items[0]!.id}/decision`,
    { approve: true, reason: 'e2e: approved for the test' },
  );
  expect(decided.status).toBe('approved');
  return decided;
}

/**
 * A new active agent with `cash` in its main balance and a withdraw password: a fresh member that
 * applies through the api, approved by an operator.
 */
export async function freshAgent(
  request: APIRequestContext,
  opts: { prefix: string; cash: string },
): Promise<LoginSession> {
  const agent = await freshMember(request, { prefix: opts.prefix, cash: opts.cash });
  const applied = await memberCall(request, agent, '/member/apply_for_agent', {
    contact_name: 'Test Agent',
    contact_phone: '+919876543210',
    contact_email: `${agent.member_account}@example.com`,
    agree: 1,
  });
  expect(applied.code, applied.message).toBe(100);
  await approveApplication(request, agent.member_account);
  const password = await memberCall(request, agent, '/member/profile/withdraw_password', {
    password: 'abc123',
    withdraw_password: AGENT_WITHDRAW_PASSWORD,
    confirm_withdraw_password: AGENT_WITHDRAW_PASSWORD,
  });
  expect(password.code, password.message).toBe(100);
  return agent;
}

/** Opens /proxy/{page} and waits for its heading and for its data (no loading line left). */
export async function openAgentPage(page: Page, name: string, heading: string) {
  await page.goto(`/proxy/${name}`);
  await expect(main(page).getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(main(page).getByText(/^Loading/)).toHaveCount(0);
}

/** A table's totals row (tfoot) as {column name: text}. */
export async function totalsOf(table: Locator): Promise<Record<string, string>> {
  const cells = table.locator('tfoot td');
  await expect(cells.first()).toBeVisible();
  const pairs = await cells.evaluateAll((tds) =>
    tds.map((td) => [td.getAttribute('data-label') ?? '', (td.textContent ?? '').trim()]),
  );
  return Object.fromEntries(pairs);
}
