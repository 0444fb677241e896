// What a refused cashier or bank-account call says: the contract's codes as message keys
// (CashierCode; MemberCode.notFound on the bank-account calls); another code shows the server's message, else the
// common 'error'. A transport failure shows the common timeout / network message.
import type { TFunction } from 'i18next';
import { CashierCode, MemberCode, isApiCodeError, isApiError } from '@croupier/shared';

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

/** The bank-account calls answer MemberCode.notFound (the same number as bankAccountRequired) for an id not the member's. */
const BANK_KEYS: Readonly<Record<number, string>> = { ...CASHIER_KEYS, [MemberCode.notFound]: 'bank.code_not_found' };

/** The text of a refused answer (code and server message) of a cashier call, or of a bank-account call (`bank`). */
export function codeText(t: TFunction, code: number, message: string, { bank = false } = {}): string {
  const key = (bank ? BANK_KEYS : CASHIER_KEYS)[code];
  if (key) return t(key);
  return message || t('error', { ns: 'common' });
}

/** The text of a call that threw (transport failure or a refused query). */
export function failureText(t: TFunction, error: unknown, { bank = false } = {}): string {
  if (isApiCodeError(error)) return codeText(t, error.code, error.message, { bank });
  if (isApiError(error) && error.messageKey) return t(error.messageKey, { ns: 'common' });
  return t('error', { ns: 'common' });
}
