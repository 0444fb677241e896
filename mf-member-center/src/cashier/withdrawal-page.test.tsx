import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CashierCode, MemberCode, type CashierOrder, MEMBER_LAYOUT_KEY } from '@croupier/shared';
import en_US from '../locales/en_US.json';
import { memberKeys } from '../query-keys.js';
import {
  MEMBER,
  memberLayout,
  mountMember,
  type MountOptions,
  ok,
  oldOk,
  refused,
} from '../testing/member-test-kit.js';
import { account, accounts, CASHIER_ROUTES, cashierProfile } from '../testing/cashier-fixtures.js';
import { WithdrawalPage } from './withdrawal-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

const order = (over: Partial<CashierOrder> = {}): CashierOrder => ({
  order_number: 'W202611250007',
  type: 'withdrawal',
  status: 'pending',
  amount: '100.00',
  method_name: 'Bank Payout',
  bank_account_masked: '**** 1234',
  created_at: 0,
  decided_at: null,
  ...over,
});

const TWO_ACCOUNTS = accounts([
  account({ id: 11, is_default: 0, bank_name: 'Bank of America', account_number_masked: '**** 1234' }),
  account({ id: 12, is_default: 1, bank_code: 'CHS', bank_name: 'Chase', account_number_masked: '**** 9876' }),
]);

async function mountWithdrawal(opts: MountOptions = {}) {
  const mounted = await mountMember(<WithdrawalPage />, { ...opts, routes: { ...CASHIER_ROUTES, ...opts.routes } });
  unmount = mounted.unmount;
  await screen.findByRole('heading', { name: 'Withdrawal' });
  return mounted;
}

const field = (name: string) => screen.getByLabelText(name);
const i18nText = (key: string): string =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], en_US) as string;

async function fill(amount: string, password: string) {
  await screen.findByRole('radio', { name: /Bank Payout/ });
  await userEvent.type(field('Amount'), amount);
  await userEvent.type(field('Withdraw password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('<WithdrawalPage/>', () => {
  it('without a bank account says so and links to BindAccount, with no form', async () => {
    const { navigatedTo } = await mountWithdrawal({
      routes: { '/arks/web/member/bank_account': () => ok(accounts([])) },
    });
    expect(await screen.findByText('You have no bank account yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Bind a bank account' });
    expect(link).toHaveAttribute('href', '/user/BindAccount');
    await userEvent.click(link);
    expect(navigatedTo()).toEqual(['/user/BindAccount']);
  });

  it('without a withdraw password says so and links to Info, with no form', async () => {
    await mountWithdrawal({ routes: { '/member/profile': () => oldOk(cashierProfile({ is_withdraw_password: 0 })) } });
    expect(await screen.findByText('You have not set a withdraw password yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it in your account info' })).toHaveAttribute('href', '/user/Info');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('shows the main balance and preselects the default account, and masks the password', async () => {
    await mountWithdrawal({ routes: { '/arks/web/member/bank_account': () => ok(TWO_ACCOUNTS) } });
    expect(await screen.findByText('Main balance: $500.00')).toBeInTheDocument();
    const select = field('Bank account') as HTMLSelectElement;
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Chase **** 9876 (Alex Doe)');
    expect(field('Withdraw password')).toHaveAttribute('type', 'password');
  });

  it('refuses on the client an amount over the main balance, out of the limits, and a password not 4 digits', async () => {
    const { bodiesTo } = await mountWithdrawal();
    await fill('600', '12');
    expect(await screen.findByText('The amount is more than your main balance.')).toBeInTheDocument();
    await userEvent.clear(field('Amount'));
    await userEvent.type(field('Amount'), '20');
    expect(await screen.findByText("The amount is outside this method's limits.")).toBeInTheDocument();
    // '12' is not 4 digits (the message is withdraw_password.err_format, the Info page's key).
    expect(field('Withdraw password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesTo('/arks/web/cashier/withdrawal')).toEqual([]);
  });

  it('sends the withdrawal, then toasts the order number, empties the form and asks for the balance again', async () => {
    let cash = '500.00';
    const { bodiesTo, props } = await mountWithdrawal({
      routes: {
        '/arks/web/member/bank_account': () => ok(TWO_ACCOUNTS),
        '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout({ member_cash: cash }) }),
        '/arks/web/cashier/withdrawal': () => {
          cash = '400.00';
          return ok(order());
        },
      },
    });
    // MyWallet's balances, cached under their one key.
    props.queryClient.setQueryData(memberKeys.myCash(MEMBER.member_id), { total: '500.00', my_cash_list: [] });
    await fill('100', '1234');
    expect(await screen.findByText('Withdrawal order W202611250007 was submitted.')).toBeInTheDocument();
    expect(props.queryClient.getQueryState(memberKeys.myCash(MEMBER.member_id))?.isInvalidated).toBe(true);
    const [body] = bodiesTo('/arks/web/cashier/withdrawal') as Record<string, unknown>[];
    expect(body).toMatchObject({ method_id: 3, bank_account_id: 12, amount: '100', withdraw_password: '1234' });
    expect(body?.request_id).toEqual(expect.any(String));
    await waitFor(() => expect(field('Amount')).toHaveValue(''));
    expect(field('Withdraw password')).toHaveValue('');
    expect(await screen.findByText('Main balance: $400.00')).toBeInTheDocument();
    expect(props.queryClient.getQueryState(MEMBER_LAYOUT_KEY)?.dataUpdateCount).toBe(2);
  });

  it.each([
    [CashierCode.withdrawPasswordWrong, null, 'The withdraw password is wrong.', 'Withdraw password'],
    [CashierCode.insufficientBalance, null, 'Your main balance is not enough for this withdrawal.', 'Amount'],
    [
      CashierCode.insufficientBalance,
      { field: 'amount', key: 'cashier.err_amount_balance' },
      'The amount is more than your main balance.',
      'Amount',
    ],
    [
      CashierCode.amountOutOfRange,
      { field: 'amount', key: 'cashier.err_amount_range' },
      "The amount is outside this method's limits.",
      'Amount',
    ],
    [
      MemberCode.invalidField,
      { field: 'withdraw_password', key: 'cashier.err_withdraw_password_required' },
      null,
      'Withdraw password',
    ],
  ])('shows code %i (data %j) translated on its field', async (code, data, text, label) => {
    await mountWithdrawal({ routes: { '/arks/web/cashier/withdrawal': () => refused(code, 'refused', data) } });
    await fill('100', '1234');
    const shown = text ?? i18nText('cashier.err_withdraw_password_required');
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveFocus();
  });

  it('shows a code that belongs to no field in the form alert', async () => {
    await mountWithdrawal({
      routes: { '/arks/web/cashier/withdrawal': () => refused(CashierCode.methodUnavailable, 'off') },
    });
    await fill('100', '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment method is not available. Choose another one.',
    );
  });
});
