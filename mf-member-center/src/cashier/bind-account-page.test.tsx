import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CashierCode, MemberCode, type BankAccount } from '@croupier/shared';
import { mountMember, type MountOptions, ok, oldOk, refused } from '../testing/member-test-kit.js';
import { account, accounts, CASHIER_ROUTES, cashierProfile } from '../testing/cashier-fixtures.js';
import { BindAccountPage } from './bind-account-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

/** The api's account list, changed by the store/default/destroy calls as the api would. */
function bankApi(start: BankAccount[], max = 5) {
  let list = [...start];
  return {
    '/arks/web/member/bank_account': () => ok(accounts(list, max)),
    '/arks/web/member/bank_account/store': (body: unknown) => {
      const b = body as { bank_code: string; account_holder: string; account_number: string };
      const added = account({
        id: 100 + list.length,
        bank_code: b.bank_code,
        account_holder: b.account_holder,
        account_number_masked: `**** ${b.account_number.slice(-4)}`,
        is_default: list.length ? 0 : 1,
      });
      list = [...list, added];
      return ok(added);
    },
    '/arks/web/member/bank_account/default': (body: unknown) => {
      const { id } = body as { id: number };
      list = list.map((a) => ({ ...a, is_default: a.id === id ? 1 : 0 }));
      return ok({});
    },
    '/arks/web/member/bank_account/destroy': (body: unknown) => {
      const { id } = body as { id: number };
      list = list.filter((a) => a.id !== id);
      return ok({});
    },
  };
}

async function mountBind(opts: MountOptions = {}) {
  const mounted = await mountMember(<BindAccountPage />, { ...opts, routes: { ...CASHIER_ROUTES, ...opts.routes } });
  unmount = mounted.unmount;
  await screen.findByRole('heading', { name: 'Bank accounts' });
  return mounted;
}

const list = () => screen.getByRole('list', { name: 'Your bank accounts' });

describe('<BindAccountPage/>', () => {
  it('lists the accounts masked, with the default marked, and makes another the default', async () => {
    const { bodiesTo } = await mountBind({
      routes: bankApi([
        account({ id: 11 }),
        account({ id: 12, is_default: 0, bank_code: 'CHS', bank_name: 'Chase', account_number_masked: '**** 9876' }),
      ]),
    });
    const items = within(await screen.findByRole('list', { name: 'Your bank accounts' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bank of America **** 1234');
    expect(items[0]).toHaveTextContent('Default');
    expect(items[1]).toHaveTextContent('Chase **** 9876');
    expect(items[1]).not.toHaveTextContent('Default');
    await userEvent.click(screen.getByRole('button', { name: 'Set as default: Chase **** 9876' }));
    expect(bodiesTo('/arks/web/member/bank_account/default')).toEqual([{ id: 12 }]);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')[1]).toHaveTextContent('Default'));
    expect(await screen.findByText('The default account was changed.')).toBeInTheDocument();
  });

  it('deletes an account only after the confirm', async () => {
    const { bodiesTo } = await mountBind({ routes: bankApi([account({ id: 11 })]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Bank of America **** 1234' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete the account **** 1234 at Bank of America?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bodiesTo('/arks/web/member/bank_account/destroy')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Bank of America **** 1234' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No bank account is bound yet.')).toBeInTheDocument();
    expect(bodiesTo('/arks/web/member/bank_account/destroy')).toEqual([{ id: 11 }]);
  });

  it('binds an account with bankAccountSchema: bank, digits of the bank length', async () => {
    const { bodiesTo } = await mountBind({ routes: bankApi([]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Bind the account' }));
    expect(await screen.findByText('Choose a bank.')).toBeInTheDocument();
    expect(screen.getByText('Enter the account holder.')).toBeInTheDocument();
    expect(screen.getByText('Enter the account number.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'Chase');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Sam Roe');
    await userEvent.type(screen.getByLabelText('Account number'), '12ab');
    expect(await screen.findByText('The account number must be digits only.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Account number'));
    await userEvent.type(screen.getByLabelText('Account number'), '12345678');
    // Chase numbers are 10 digits.
    expect(await screen.findByText('The account number has the wrong length for this bank.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account number'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Bind the account' }));
    expect(await screen.findByText('The bank account was bound.')).toBeInTheDocument();
    expect(bodiesTo('/arks/web/member/bank_account/store')).toEqual([
      { bank_code: 'CHS', account_holder: 'Sam Roe', account_number: '1234567890', is_default: 0 },
    ]);
    expect(within(list()).getByRole('listitem')).toHaveTextContent('**** 7890');
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });

  it("prefills the holder with the profile's member_name, read-only", async () => {
    const { bodiesTo } = await mountBind({
      routes: { ...bankApi([account()]), '/member/profile': () => oldOk(cashierProfile({ member_name: 'Alex Doe' })) },
    });
    const holder = await screen.findByLabelText('Account holder');
    expect(holder).toHaveValue('Alex Doe');
    expect(holder).toHaveAttribute('readonly');
    expect(screen.getByText('The holder is the name in your profile.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'Bank of America');
    await userEvent.type(screen.getByLabelText('Account number'), '12345678');
    await userEvent.click(screen.getByLabelText('Make it the default account'));
    await userEvent.click(screen.getByRole('button', { name: 'Bind the account' }));
    await waitFor(() => expect(bodiesTo('/arks/web/member/bank_account/store')).toHaveLength(1));
    expect(bodiesTo('/arks/web/member/bank_account/store')[0]).toMatchObject({
      account_holder: 'Alex Doe',
      is_default: 1,
    });
  });

  it('at the limit says so and offers no form', async () => {
    await mountBind({ routes: bankApi([account({ id: 1 }), account({ id: 2, is_default: 0 })], 2) });
    expect(
      await screen.findByText('You have bound the most accounts allowed (2). Delete one to add another.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 2 accounts bound')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind the account' })).not.toBeInTheDocument();
  });

  it.each([
    [CashierCode.bankAccountDuplicate, null, 'This account is already bound.', 'Account number'],
    [
      CashierCode.bankHolderMismatch,
      { field: 'account_holder', key: 'bank.err_holder_mismatch' },
      'The holder must be the name in your profile.',
      'Account holder',
    ],
    [
      CashierCode.bankAccountNumberInvalid,
      { field: 'account_number', key: 'bank.err_number_length' },
      'The account number has the wrong length for this bank.',
      'Account number',
    ],
    [MemberCode.invalidField, { field: 'bank_code', key: 'bank.err_bank_required' }, null, 'Bank'],
  ])('shows code %i (data %j) translated on its field', async (code, data, text, label) => {
    await mountBind({
      routes: { ...bankApi([]), '/arks/web/member/bank_account/store': () => refused(code, 'no', data) },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Bank'), 'Bank of America');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Sam Roe');
    await userEvent.type(screen.getByLabelText('Account number'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Bind the account' }));
    if (text) expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
  });

  it('says an account that is gone is gone (MemberCode.notFound), and the limit code in the alert', async () => {
    await mountBind({
      routes: {
        ...bankApi([account({ id: 11 })]),
        '/arks/web/member/bank_account/destroy': () => refused(MemberCode.notFound, 'not found'),
        '/arks/web/member/bank_account/store': () => refused(CashierCode.bankAccountLimit, 'limit'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Bank of America **** 1234' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This bank account no longer exists.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'Bank of America');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Sam Roe');
    await userEvent.type(screen.getByLabelText('Account number'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Bind the account' }));
    expect(await screen.findByText('You cannot bind more bank accounts.')).toBeInTheDocument();
  });
});
