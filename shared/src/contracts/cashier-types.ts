// Cashier wire types (spec 02 §2 fund_management and transaction_record; the cashier):
// payment methods, deposit and withdrawal orders, bank accounts, the member's ledger. Money is a
// decimal string with two places; times are epoch milliseconds; *_date is 'YYYY-MM-DD' in the
// site's time zone. All calls are POST under /api and answer in the new style.
import type { DateRangePage } from './member-types.js';

export type PaymentMethodKind = 'bank_transfer' | 'e_wallet' | 'card';

/** One way to pay in or out, per currency, with its limits. */
export interface PaymentMethod {
  id: number;
  kind: PaymentMethodKind;
  /** The provider's display name (a brand name, not translated). */
  name: string;
  min_amount: string;
  max_amount: string;
  /** Quick-pick amounts for the amount field. */
  quick_amounts: string[];
}

/** POST /arks/web/cashier/methods { currency } */
export interface CashierMethods {
  deposit: PaymentMethod[];
  withdrawal: PaymentMethod[];
}

/** A bank a member can bind, per currency; account numbers are digits of this length range. */
export interface Bank {
  bank_code: string;
  bank_name: string;
  account_length_min: number;
  account_length_max: number;
}

/** POST /arks/web/member/bank_account {} */
export interface BankAccount {
  id: number;
  bank_code: string;
  bank_name: string;
  account_holder: string;
  /** Only the last 4 digits shown: '**** 1234'. */
  account_number_masked: string;
  is_default: 0 | 1;
  created_at: number;
}
export interface BankAccountList {
  list: BankAccount[];
  /** The banks of the member's currency (for the bind form). */
  banks: Bank[];
  /** The most accounts a member may bind (the api's MAX_BANK_ACCOUNTS). */
  max: number;
}

/** POST /arks/web/member/bank_account/store — data BankAccount. The first account becomes the default. */
export interface BankAccountStorePayload {
  bank_code: string;
  account_holder: string;
  account_number: string;
  is_default?: 0 | 1;
}
/** POST /arks/web/member/bank_account/default { id } and /arks/web/member/bank_account/destroy { id }. */
export interface BankAccountIdPayload {
  id: number;
}

export type OrderType = 'deposit' | 'withdrawal';
export type OrderStatus = 'pending' | 'approved' | 'rejected';

export interface CashierOrder {
  order_number: string;
  type: OrderType;
  status: OrderStatus;
  amount: string;
  method_name: string;
  /** Withdrawals: the bank account, masked. */
  bank_account_masked?: string;
  created_at: number;
  decided_at: number | null;
}

/**
 * POST /arks/web/cashier/deposit — data DepositOrder. `request_id` (a client UUID) makes a repeated
 * submit return the same order instead of a second one.
 */
export interface DepositPayload {
  method_id: number;
  amount: string;
  request_id: string;
}
export interface DepositOrder extends CashierOrder {
  /** Where the member pays (the development payment page with CROUPIER_DEV_ROUTES=1). */
  payment_url: string;
}

/**
 * POST /arks/web/cashier/withdrawal — data CashierOrder. The amount leaves the main balance at
 * once (held) and comes back if the order is rejected.
 */
export interface WithdrawalPayload {
  method_id: number;
  bank_account_id: number;
  amount: string;
  withdraw_password: string;
  request_id: string;
}

/** POST /arks/web/cashier/orders — DWRecord. */
export interface OrderListPayload extends DateRangePage {
  /** 'all' for both. */
  type: OrderType | 'all';
  status?: OrderStatus | 'all';
}
export interface OrderList {
  list: CashierOrder[];
  total_count: number;
  /** Sums over this page's rows, by type (approved and pending alike; the page shows status). */
  page_total: { deposit: string; withdrawal: string };
}

/** What a ledger row records, for the Transaction page's type filter. */
export const LEDGER_TYPES = [
  'bet',
  'win',
  'transfer_in',
  'transfer_out',
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'adjustment',
  'reward',
  'agent_transfer_in',
  'agent_transfer_out',
  'commission',
  'red_envelope',
  'signin',
  'promotion',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** One row of the member's ledger: main wallet (gp_id null) or a provider wallet. */
export interface LedgerEntry {
  id: number;
  type: LedgerType;
  gp_id: string | null;
  amount: string;
  balance_after: string;
  /** The order of a deposit/withdrawal row. */
  order_number: string | null;
  created_at: number;
}

/** POST /arks/web/member/ledger — Transaction. */
export interface LedgerListPayload extends DateRangePage {
  type: LedgerType | 'all';
}
export interface LedgerList {
  list: LedgerEntry[];
  total_count: number;
  /** Sum of amount over this page's rows. */
  page_total: string;
}
