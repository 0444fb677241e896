// The cashier's answers for tests (the contract's wire types): methods, bank accounts, and the
// routes a cashier page asks on mount. CASHIER_ROUTES' member can withdraw (a withdraw password
// set) and has no name on file (the holder field is free).
import type { BankAccount, BankAccountList, CashierMethods, PaymentMethod } from '@croupier/shared';
import { memberLayout, memberProfile, ok, oldOk } from './member-test-kit.js';

export const method = (over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  kind: 'bank_transfer',
  name: 'Bank Transfer',
  min_amount: '10.00',
  max_amount: '1000.00',
  quick_amounts: ['50', '100', '500'],
  ...over,
});

export const METHODS: CashierMethods = {
  deposit: [
    method(),
    method({
      id: 2,
      kind: 'e_wallet',
      name: 'PayWallet',
      min_amount: '20.00',
      max_amount: '200.00',
      quick_amounts: ['20', '200'],
    }),
  ],
  withdrawal: [method({ id: 3, name: 'Bank Payout', min_amount: '50.00', max_amount: '5000.00', quick_amounts: [] })],
};

export const account = (over: Partial<BankAccount> = {}): BankAccount => ({
  id: 11,
  bank_code: 'BOA',
  bank_name: 'Bank of America',
  account_holder: 'Alex Doe',
  account_number_masked: '**** 1234',
  is_default: 1,
  created_at: 0,
  ...over,
});

export const accounts = (list: BankAccount[], max = 5): BankAccountList => ({
  list,
  banks: [
    { bank_code: 'BOA', bank_name: 'Bank of America', account_length_min: 8, account_length_max: 12 },
    { bank_code: 'CHS', bank_name: 'Chase', account_length_min: 10, account_length_max: 10 },
  ],
  max,
});

/** A profile as the cashier tests start from. */
export const cashierProfile = (over: Parameters<typeof memberProfile>[0] = {}) =>
  memberProfile({ member_name: '', is_withdraw_password: 1, ...over });

export const CASHIER_ROUTES: Record<string, (body: unknown) => unknown> = {
  '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout({ member_cash: '500.00' }) }),
  '/member/profile': () => oldOk(cashierProfile()),
  '/arks/web/cashier/methods': () => ok(METHODS),
  '/arks/web/member/bank_account': () => ok(accounts([account()])),
};
