// The cashier as a member meets it (spec 02 §2, §5): a deposit paid on the development
// payment page (desktop: the fastPayment popup; phone: the same page) raises the header's balance
// by exactly its amount; a withdrawal over the balance is refused, a valid one lowers the balance
// at once and the operator's rejection (the console) gives it back; the records list those orders
// and ledger rows with their statuses and page totals. Every test registers its own member.
import type { CashierMethods, DepositOrder, LoginSession } from '@croupier/shared/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.js';
import { freshMember, signIn } from '../support/games.js';
import { main, memberCall, openMemberPage, operator } from '../support/member-centre.js';
import { PrivateChannel } from '@croupier/shared/contracts';
import { waitForSubscriber } from '../support/publish.js';
import { header } from '../support/site.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WITHDRAW_PIN = '2468';

const balance = (page: Page) => header(page);

/** Fills the Deposit page's form with the first method and `amount`, and sends it. */
async function deposit(page: Page, amount: string) {
  await main(page).getByRole('textbox', { name: 'Amount' }).fill(amount);
  await main(page).getByRole('button', { name: 'Deposit now' }).click();
}

/** Pays on the development payment page. */
async function pay(payment: Page, amount: string) {
  await payment.getByRole('button', { name: `Pay ${amount} USD` }).click();
  await expect(payment.getByRole('status')).toHaveText('Payment complete');
}

test('desktop: a deposit paid in the fastPayment popup raises the header balance by exactly its amount', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'mcdp', cash: '100' });
  await signIn(page, member, '/user/Deposit');
  await expect(balance(page)).toContainText('$100.00');
  await waitForSubscriber(`private-${PrivateChannel.member(member.member_id)}`);

  const popupOpened = context.waitForEvent('page');
  await deposit(page, '25.50');
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/api\/dev\/payment\/\w+$/);
  expect(await popup.evaluate(() => window.name)).toBe('fastPayment');
  await pay(popup, '25.50');
  await expect(balance(page)).toContainText('$125.50');
});

test('phone: a deposit opens the payment page in the same page; paid, the header balance is higher by its amount', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const member = await freshMember(request, { prefix: 'mcdq', cash: '100' });
  await signIn(page, member, '/user/Deposit');
  await expect(balance(page)).toContainText('$100.00');
  await deposit(page, '40');
  await expect(page).toHaveURL(/\/api\/dev\/payment\/\w+$/);
  await pay(page, '40.00');
  await page.goto('/');
  await expect(balance(page)).toContainText('$140.00');
});

/** The member's withdraw PIN and a bank account, as the Info and BindAccount pages would set them. */
async function readyToWithdraw(request: APIRequestContext, s: LoginSession) {
  const pin = await memberCall(request, s, '/member/profile/withdraw_password', {
    password: 'abc123',
    withdraw_password: WITHDRAW_PIN,
    confirm_withdraw_password: WITHDRAW_PIN,
  });
  expect(pin.code, pin.message).toBe(100);
  const account = await memberCall(request, s, '/arks/web/member/bank_account/store', {
    bank_code: 'CHASE',
    account_holder: 'Test Holder',
    account_number: '000987654321',
  });
  expect(account.code, account.message).toBe(100);
}

/** An approved deposit made through the api (the order, then the operator's approval). */
async function approvedDeposit(request: APIRequestContext, s: LoginSession, amount: string): Promise<string> {
  const methods = await memberCall<CashierMethods>(request, s, '/arks/web/cashier/methods', { currency: 'USD' });
  const order = await memberCall<DepositOrder>(request, s, '/arks/web/cashier/deposit', {
    method_id: methods.data.deposit[0]!.id,
    amount,
    request_id: crypto.randomUUID(),
  });
  expect(order.code, order.message).toBe(100);
  await operator.decide(request, order.data.order_number, true);
  return order.data.order_number;
}

const row = (page: Page, text: string): Locator => main(page).getByRole('row').filter({ hasText: text });

test('withdrawals: over the balance refused, a valid one held from the balance and given back when rejected; the records list them', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'mcwd', cash: '100' });
  await readyToWithdraw(request, member);
  const depositNumber = await approvedDeposit(request, member, '30');

  await signIn(page, member, '/user/Withdrawal');
  await expect(balance(page)).toContainText('$130.00');
  await waitForSubscriber(`private-${PrivateChannel.member(member.member_id)}`);
  const amount = main(page).getByRole('textbox', { name: 'Amount' });
  const submit = main(page).getByRole('button', { name: 'Withdraw', exact: true });

  await amount.fill('500');
  await main(page).getByLabel('Withdraw password').fill(WITHDRAW_PIN);
  await submit.click();
  await expect(main(page).getByText('The amount is more than your main balance.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(balance(page)).toContainText('$130.00');

  await amount.fill('40');
  await submit.click();
  const done = page.getByText(/^Withdrawal order \w+ was submitted\.$/);
  await expect(done).toBeVisible();
  const withdrawalNumber = /order (\w+) was/.exec((await done.textContent()) ?? '')![1]!;
  await expect(balance(page)).toContainText('$90.00');

  await operator.decide(request, withdrawalNumber, false);
  await expect(balance(page)).toContainText('$130.00');

  // The records: the two orders with their statuses, and the ledger rows behind the balance.
  await openMemberPage(page, 'DWRecord', 'Deposit and withdrawal records');
  await expect(row(page, depositNumber)).toContainText(/Deposit.*\$30\.00.*Approved/);
  await expect(row(page, withdrawalNumber)).toContainText(/Withdrawal.*\$40\.00.*Rejected/);
  await expect(main(page).getByText('Deposits on this page: $30.00')).toBeVisible();
  await expect(main(page).getByText('Withdrawals on this page: $40.00')).toBeVisible();
  await expect(main(page).getByText('Page 1 of 1, 2 records')).toBeVisible();

  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(main(page).getByText('Page 1 of 1, 4 records')).toBeVisible();
  await expect(row(page, 'Adjustment')).toContainText('$100.00');
  await expect(row(page, depositNumber)).toContainText(/Deposit.*\$30\.00/);
  await expect(row(page, 'Withdrawal refund')).toContainText(withdrawalNumber);
  await expect(row(page, withdrawalNumber).filter({ hasNotText: 'refund' })).toContainText(/-\s?\$40\.00/);
  await expect(main(page).getByText('Total on this page: $130.00')).toBeVisible();
});
