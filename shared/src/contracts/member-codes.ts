// Answer codes of the member centre and the cashier, for the api that answers them and the
// remote that shows them (with the server's message where the spec says so: a failed password
// edit shows the server message). Duplicates of unique profile fields and a wrong SMS code answer
// RegisterCode's 103/104/105/113/223, as at registration.

export const MemberCode = {
  /** A field of the body broke the shared schema: data is a MemberFieldError. */
  invalidField: 422,
  /** edit_password / withdraw_password: the old (login or withdraw) password is wrong. */
  wrongPassword: 101,
  /** edit_password: the new password equals the old one. */
  samePassword: 102,
  /** profile/update: the field is not fillable (not is_member_center for the currency, or already set). */
  fieldNotFillable: 120,
  /** Letter or bank account id not the member's. */
  notFound: 404,
} as const;

export const CashierCode = {
  /** The method does not exist for the member's currency or direction, or is switched off. */
  methodUnavailable: 401,
  /** The amount is outside the method's min/max. */
  amountOutOfRange: 402,
  /** Withdrawal above the main balance. */
  insufficientBalance: 403,
  /**
   * A withdrawal (or a deposit with need_bank_account_deposit_verified 1) needs a bound bank account first.
   * Its own number (not MemberCode.notFound's 404): a reader tells "bind one first" from "no such account".
   */
  bankAccountRequired: 413,
  /** The most accounts allowed (BankAccountList.max) already bound. */
  bankAccountLimit: 405,
  /** The holder differs from the profile's member_name (when it is set). */
  bankHolderMismatch: 406,
  /** The account number is not digits of the bank's length. */
  bankAccountNumberInvalid: 407,
  /** The same bank and number are already bound. */
  bankAccountDuplicate: 408,
  /** The withdraw password is wrong. */
  withdrawPasswordWrong: 409,
  /** No withdraw password is set yet (set it in Info first). */
  withdrawPasswordNotSet: 410,
  /** A decision (services.cashier.decide): no such order. */
  orderNotFound: 411,
  /** A decision: the order was already approved or rejected (the console answers 409). */
  orderAlreadyDecided: 412,
} as const;

/** What the api puts in `data` with MemberCode.invalidField: the field and the message key the form would have shown. */
export interface MemberFieldError {
  field: string;
  key: string;
}

/** Spec 02 §7/§9: the letter list asks for 50. */
export const LETTER_PAGE_SIZE = 50;
