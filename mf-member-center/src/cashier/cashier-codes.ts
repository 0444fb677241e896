// What a refused cashier or bank-account call says, and where: a MemberFieldError in the answer
// goes on its field; the contract's other codes are message keys (CashierCode; MemberCode
// .notFound on the bank-account calls), some on a field of their own (`CODE_FIELDS`); another code
// says the server's message, else the common 'error'. A transport failure says the common
// timeout / network message.
import {
  CashierCode,
  MemberCode,
  RG_PERIODS,
  ResponsibleGamingCode,
  isApiCodeError,
  codeMessage,
  transportErrorMessage,
  type Message,
  type RgDepositLimitRefusal,
} from '@croupier/shared';
import { fieldErrorOf } from '../form/index.js';

const CASHIER_KEYS: Readonly<Record<number, string>> = {
  [CashierCode.methodUnavailable]: 'cashier.code_method_unavailable',
  [CashierCode.amountOutOfRange]: 'cashier.code_amount_out_of_range',
  [CashierCode.insufficientBalance]: 'cashier.code_insufficient_balance',
  [CashierCode.bankAccountRequired]: 'cashier.code_bank_account_required',
  [CashierCode.bankAccountLimit]: 'bank.code_limit',
  [CashierCode.bankHolderMismatch]: 'bank.err_holder_mismatch',
  [CashierCode.bankAccountNumberInvalid]: 'bank.code_number_invalid',
  [CashierCode.bankAccountDuplicate]: 'bank.code_duplicate',
  [CashierCode.withdrawPasswordWrong]: 'cashier.code_withdraw_password_wrong',
  [CashierCode.withdrawPasswordNotSet]: 'cashier.code_withdraw_password_not_set',
};

/** The bank-account calls answer MemberCode.notFound for an id not the member's. */
const BANK_KEYS: Readonly<Record<number, string>> = { ...CASHIER_KEYS, [MemberCode.notFound]: 'bank.code_not_found' };

/** The field of a code when the answer names none (insufficientBalance re-checked in the transaction, a duplicate, a wrong password). */
const CODE_FIELDS: Readonly<Record<number, string>> = {
  [CashierCode.amountOutOfRange]: 'amount',
  [CashierCode.insufficientBalance]: 'amount',
  [CashierCode.bankHolderMismatch]: 'account_holder',
  [CashierCode.bankAccountNumberInvalid]: 'account_number',
  [CashierCode.bankAccountDuplicate]: 'account_number',
  [CashierCode.withdrawPasswordWrong]: 'withdraw_password',
};

export interface CashierFailure {
  /** The business code; null for a transport failure. */
  code: number | null;
  /** The form field it belongs to, or null for the form's alert. */
  field: string | null;
  message: Message;
}

/** Why a cashier call (or a bank-account call: `bank`) threw, and where the form shows it. */
export function cashierFailure(error: unknown, { bank = false } = {}): CashierFailure {
  if (!isApiCodeError(error)) return { code: null, field: null, message: transportErrorMessage(error) };
  const named = fieldErrorOf(error);
  if (named) return { code: error.code, field: named.field, message: { key: named.key } };
  const message = codeMessage(bank ? BANK_KEYS : CASHIER_KEYS, error.code, error.message);
  return { code: error.code, field: CODE_FIELDS[error.code] ?? null, message };
}

/**
 * A deposit a deposit limit refused (ResponsibleGamingCode.depositLimit): the limit's
 * period and what is left of it, which the page says with a link to the member's limits; null
 * for any other failure.
 */
export function depositLimitRefusal(error: unknown): RgDepositLimitRefusal | null {
  if (!isApiCodeError(error) || error.code !== ResponsibleGamingCode.depositLimit) return null;
  const data = error.data as Partial<RgDepositLimitRefusal> | null;
  const period = RG_PERIODS.find((p) => p === data?.period);
  return period && typeof data?.remaining === 'string' ? { period, remaining: data.remaining } : null;
}
