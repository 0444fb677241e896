// The member centre's rules (spec 01 §5 passwords, the cashier's rules), written once as
// valibot schemas: mf-member-center's forms run them, the api runs them again on the request
// body. Messages are mf-member-center message keys, except the profile fields, which keep the
// registration keys ('signup.*', the same rules as at registration) and MALFORMED (HTTP 400).
import * as v from 'valibot';
import { PASSWORD_LENGTH, WITHDRAW_PASSWORD_LENGTH } from '../constants.js';
import { VERIFICATION_CODE_LENGTH } from '../login-codes.js';
import type { Bank, PaymentMethod } from '../cashier-types.js';
import type { ProfileFillField } from '../member-types.js';
import { MALFORMED } from './malformed.js';
import { registerFieldSchemas, type RegisterRules } from './register.js';

const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;
const WITHDRAW_PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);
/** A positive amount with at most two decimals ('100', '100.5', '100.50'). */
export const AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;
const DIGITS = /^\d+$/;

export const text = (max = 128) => v.pipe(v.string(MALFORMED), v.maxLength(max, MALFORMED));
const id = () => v.pipe(v.number(MALFORMED), v.integer(MALFORMED), v.minValue(1, MALFORMED));
export const requestId = () => v.pipe(text(64), v.minLength(8, MALFORMED));

/** Cents of a valid AMOUNT string (no float rounding). */
export function amountToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

// ---- passwords ----

const newPassword = (requiredKey: string) =>
  v.pipe(
    text(),
    v.nonEmpty(requiredKey),
    v.check(
      (s) => PASSWORD.test(s) && s.length >= PASSWORD_LENGTH.min && s.length <= PASSWORD_LENGTH.max,
      'password.err_new_format',
    ),
  );

/** POST /member/profile/edit_password: old, new (spec 01 §5 password rules), confirm equal to new. */
export const EditPasswordSchema = v.pipe(
  v.object({
    old_password: v.pipe(text(), v.nonEmpty('password.err_old_required')),
    new_password: newPassword('password.err_new_required'),
    confirm_password: v.pipe(text(), v.nonEmpty('password.err_confirm_required')),
  }),
  v.forward(
    v.check((f) => f.confirm_password === f.new_password, 'password.err_confirm_mismatch'),
    ['confirm_password'],
  ),
  v.forward(
    v.check((f) => f.new_password !== f.old_password, 'password.err_same'),
    ['new_password'],
  ),
);

export const withdrawPassword = (requiredKey: string) =>
  v.pipe(text(), v.nonEmpty(requiredKey), v.regex(WITHDRAW_PASSWORD, 'withdraw_password.err_format'));

/**
 * POST /member/profile/withdraw_password. `isSet`: the member has one (is_withdraw_password 1), so
 * the old withdraw password is asked; otherwise the login password.
 */
export function withdrawPasswordSchema(isSet: boolean) {
  return v.pipe(
    v.object({
      password: isSet
        ? v.optional(text(), '')
        : v.pipe(text(), v.nonEmpty('withdraw_password.err_login_password_required')),
      old_withdraw_password: isSet ? withdrawPassword('withdraw_password.err_old_required') : v.optional(text(), ''),
      withdraw_password: withdrawPassword('withdraw_password.err_required'),
      confirm_withdraw_password: v.pipe(text(), v.nonEmpty('withdraw_password.err_confirm_required')),
    }),
    v.forward(
      v.check((f) => f.confirm_withdraw_password === f.withdraw_password, 'withdraw_password.err_confirm_mismatch'),
      ['confirm_withdraw_password'],
    ),
  );
}

// ---- profile fill (fields register settings mark is_member_center, filled once) ----

/**
 * POST /member/profile/update: each of `fields` with its registration rule, required (the member
 * is filling it); `verify_code` when the phone is among them and `phoneVerification` is on.
 */
export function profileFillSchema(
  rules: RegisterRules,
  fields: readonly ProfileFillField[],
  phoneVerification: boolean,
) {
  const all = registerFieldSchemas(rules);
  const entries = Object.fromEntries(
    fields.map((field) => [field, v.pipe(all[field], v.nonEmpty('profile.err_required'))]),
  ) as Partial<Record<ProfileFillField, v.GenericSchema<string, string>>>;
  const needsCode = phoneVerification && fields.includes('member_phone');
  return v.object({
    ...entries,
    verify_code: needsCode
      ? v.pipe(
          text(16),
          v.nonEmpty('signup.err_phone_verify_required'),
          v.check((s) => DIGITS.test(s) && s.length === VERIFICATION_CODE_LENGTH, 'signup.err_phone_verify_format'),
        )
      : v.optional(text(16), ''),
  });
}

// ---- cashier ----

/**
 * An amount for `method`: a number with two decimals at most, within min/max, and at most
 * `ceiling` (the main balance for withdrawals). Message keys under `keys` ('cashier' in the
 * member centre, 'transfer' in the agent area).
 */
export function amountSchema(
  method: Pick<PaymentMethod, 'min_amount' | 'max_amount'>,
  ceiling?: string,
  keys = 'cashier',
) {
  return v.pipe(
    text(32),
    v.nonEmpty(`${keys}.err_amount_required`),
    v.regex(AMOUNT, `${keys}.err_amount_format`),
    v.check((s) => amountToCents(s) > 0, `${keys}.err_amount_format`),
    v.check(
      (s) =>
        amountToCents(s) >= amountToCents(method.min_amount) && amountToCents(s) <= amountToCents(method.max_amount),
      `${keys}.err_amount_range`,
    ),
    v.check((s) => ceiling === undefined || amountToCents(s) <= amountToCents(ceiling), `${keys}.err_amount_balance`),
  );
}

/** POST /arks/web/cashier/deposit for `method`. */
export const depositSchema = (method: PaymentMethod) =>
  v.object({ method_id: id(), amount: amountSchema(method), request_id: requestId() });

/** POST /arks/web/cashier/withdrawal for `method`, at most `balance`. */
export const withdrawalSchema = (method: PaymentMethod, balance: string) =>
  v.object({
    method_id: id(),
    bank_account_id: v.pipe(
      v.number(MALFORMED),
      v.integer(MALFORMED),
      v.minValue(1, 'cashier.err_bank_account_required'),
    ),
    amount: amountSchema(method, balance),
    withdraw_password: withdrawPassword('cashier.err_withdraw_password_required'),
    request_id: requestId(),
  });

/**
 * POST /arks/web/member/bank_account/store: the bank of the list, the holder (equal to
 * `memberName` when the profile has one), the number in digits of the bank's length.
 */
export function bankAccountSchema(banks: readonly Bank[], memberName: string) {
  return v.pipe(
    v.object({
      bank_code: v.pipe(
        text(32),
        v.nonEmpty('bank.err_bank_required'),
        v.check((c) => banks.some((b) => b.bank_code === c), 'bank.err_bank_required'),
      ),
      account_holder: v.pipe(
        text(64),
        v.trim(),
        v.nonEmpty('bank.err_holder_required'),
        v.check((s) => memberName === '' || s === memberName, 'bank.err_holder_mismatch'),
      ),
      account_number: v.pipe(
        text(64),
        v.nonEmpty('bank.err_number_required'),
        v.regex(DIGITS, 'bank.err_number_digits'),
      ),
      is_default: v.optional(v.picklist([0, 1], MALFORMED), 0),
    }),
    v.forward(
      v.check((f) => {
        const bank = banks.find((b) => b.bank_code === f.bank_code);
        return (
          !bank ||
          (f.account_number.length >= bank.account_length_min && f.account_number.length <= bank.account_length_max)
        );
      }, 'bank.err_number_length'),
      ['account_number'],
    ),
  );
}
