// The operator console's cashier (console/src/cashier, docs/operators.md "Cashier") against the real
// stack, at desktop width: the owner creates a cashier of site 1 through the api; the cashier
// enrols an authenticator in the console; a fresh member has a pending deposit and the member
// site's wallet open; the cashier finds the deposit in the queue and approves it with a reason, and
// the member's open page shows the new balance at once, without a reload (member.cash over the
// realtime server). The api refuses the cashier a content change (403); the audit log keeps the
// approval with its before and after. axe finds nothing on the Cashier page, its dialog, and the
// Members page with the member open. The member and the operator are the test's own: no other
// spec's data changes, and the deposit is decided, so no order is left in site 1's queue.
import { PrivateChannel, type CashierMethods, type DepositOrder } from '@croupier/shared/contracts';
import type { Page } from '../support/test.js';
import { axeViolations } from '../support/axe.js';
import { freshMember, signIn } from '../support/games.js';
import { main, memberCall } from '../support/member-centre.js';
import { asOperator, totpNow } from '../support/operator.js';
import { E2E_BASE_URL, E2E_CONSOLE_PORT } from '../support/ports.js';
import { waitForSubscriber } from '../support/publish.js';
import { header } from '../support/site.js';
import { expect, test } from '../support/test.js';

const CONSOLE = `http://localhost:${E2E_CONSOLE_PORT}`;
const SITE = '1';
const DESKTOP = { width: 1280, height: 900 };

test.use({ viewport: DESKTOP });

/** The console's nav link to a page. */
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

interface AuditItem {
  site_id: string | null;
  action: string;
  target: string | null;
  operator_account: string;
  before: unknown;
  after: unknown;
}

test('a cashier approves a pending deposit: the member sees it live, content is refused, the audit log keeps it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const cashier = {
    account: `cashier-${Date.now().toString(36)}`,
    password: 'cashier-password-0002',
  };
  const reason = `e2e: transfer ${Date.now().toString(36)} received`;

  await test.step('the owner creates a cashier of site 1', async () => {
    await asOperator(request, '/operators', {
      account: cashier.account,
      display_name: 'E2E cashier of the queue',
      password: cashier.password,
      roles: ['cashier'],
      all_sites: false,
      site_ids: [SITE],
    });
  });

  // A member of this test alone, with $100.00 and a pending deposit of $25.50.
  const member = await freshMember(request, { prefix: 'ccash', cash: '100' });
  const methods = await memberCall<CashierMethods>(request, member, '/arks/web/cashier/methods', { currency: 'USD' });
  const deposit = await memberCall<DepositOrder>(request, member, '/arks/web/cashier/deposit', {
    method_id: methods.data.deposit[0]!.id,
    amount: '25.50',
    request_id: crypto.randomUUID(),
  });
  expect(deposit.code, deposit.message).toBe(100);
  const orderNumber = deposit.data.order_number;

  const memberContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: DESKTOP });
  try {
    const memberPage = await memberContext.newPage();
    const wallet = main(memberPage).getByRole('region', { name: 'Main wallet' });

    await test.step("the member has the wallet open: $100.00, the deposit's not counted yet", async () => {
      await signIn(memberPage, member, '/user/MyWallet');
      await expect(wallet).toContainText('$100.00');
      await expect(header(memberPage)).toContainText('$100.00');
      await waitForSubscriber(`private-${PrivateChannel.member(member.member_id)}`);
      // Gone after a reload: the balance below must come without one.
      await memberPage.evaluate(() => {
        (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
      });
    });

    await test.step('the cashier signs in and enrols an authenticator', async () => {
      await page.goto(`${CONSOLE}/sign-in`);
      await page.getByRole('textbox', { name: 'Account', exact: true }).fill(cashier.account);
      await page.getByLabel('Password', { exact: true }).fill(cashier.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
      const secret = (await page.locator('.enroll__secret code').textContent())!.replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Code from your authenticator app').fill(totpNow(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
      await page.getByRole('button', { name: 'I have saved these codes' }).click();
      await expect(nav(page, 'Cashier')).toBeVisible();
    });

    await test.step("the cashier finds the member's deposit in the queue and approves it with a reason", async () => {
      await nav(page, 'Cashier').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cashier' })).toBeVisible();
      // The cashier's one site is the page's.
      await expect(page.getByLabel('Site')).toHaveValue(SITE);
      // Other specs' orders may wait in site 1's queue too: the member's account narrows it.
      const filters = page.getByRole('form', { name: 'Filters' });
      await expect(filters.getByLabel('Status')).toHaveValue('pending');
      await filters.getByRole('textbox', { name: 'Member account' }).fill(member.member_account);
      await filters.getByRole('button', { name: 'Apply' }).click();
      const queue = page.getByRole('region', { name: 'Pending orders' });
      const row = queue.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNumber }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(member.member_account);
      await expect(row).toContainText('Deposit');
      await expect(row).toContainText('$25.50');
      await expect(row).toContainText('Pending');
      await expectAxeClean(page, 'the Cashier page');

      await row.getByRole('button', { name: `Approve order ${orderNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve this order' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(orderNumber);
      await expect(dialog).toContainText("Approving credits the amount to the member's main wallet.");
      const confirm = dialog.getByRole('button', { name: 'Approve $25.50' });
      await confirm.click();
      await expect(dialog.getByText('Enter a reason.')).toBeVisible();
      await dialog.getByLabel(/^Reason/).fill(reason);
      await expectAxeClean(page, 'the approve dialog');
      await confirm.click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} approved.` })).toBeVisible();
      await expect(page.getByText('No order is waiting for a decision.')).toBeVisible();
      await expectAxeClean(page, 'the Cashier page after the decision');
    });

    await test.step("the member's open page shows the new balance without a reload", async () => {
      await expect(wallet).toContainText('$125.50');
      await expect(header(memberPage)).toContainText('$125.50');
      expect(await memberPage.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    });
  } finally {
    await memberContext.close();
  }

  await test.step("the api refuses the cashier a content change: 403, the marquee's permission named", async () => {
    const me = await page.request.get(`${CONSOLE}/api/operator/me`);
    expect(me.status()).toBe(200);
    const { csrf_token } = ((await me.json()) as { data: { csrf_token: string } }).data;
    const refused = await page.request.post(`${CONSOLE}/api/operator/sites/${SITE}/marquee`, {
      headers: { 'x-csrf-token': csrf_token },
      data: { items: [{ title: 'Not a cashier’s', content: 'The api refuses this.' }] },
    });
    expect(refused.status(), await refused.text()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('content.edit');
  });

  await test.step('the Members page finds the member and shows the new balance', async () => {
    await nav(page, 'Members').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(page.getByLabel('Site')).toHaveValue(SITE);
    const search = page.getByRole('search', { name: 'Search members' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(member.member_account);
    await search.getByRole('button', { name: 'Search' }).click();
    const link = page.getByRole('link', { name: member.member_account, exact: true });
    await expect(link).toBeVisible();
    await expectAxeClean(page, 'the Members search');
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Member ${member.member_account} \\(`) }),
    ).toBeVisible();
    const balances = page.getByRole('region', { name: 'Balances' });
    await expect(balances).toContainText('125.50');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectAxeClean(page, 'the Members page with the member open');
  });

  await test.step('the audit log has the approval, with its before and after', async () => {
    const { items } = await asOperator<{ items: AuditItem[] }>(
      request,
      `/audit?${new URLSearchParams({ action: 'order.approve', site_id: SITE })}`,
    );
    const entry = items.find((item) => item.target === orderNumber);
    expect(entry, `order.approve of ${orderNumber} in the audit log`).toBeDefined();
    expect(entry).toMatchObject({
      site_id: SITE,
      action: 'order.approve',
      operator_account: cashier.account,
      before: { status: 'pending', type: 'deposit', amount: '25.50', member: member.member_account },
      after: { status: 'approved', amount: '25.50', reason },
    });
  });
});
