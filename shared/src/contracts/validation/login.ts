// The login flows' validation rules (spec 01 §5, spec 02 §5), written once as valibot schemas:
// the api runs the *Payload schemas on the request body and turns each issue into the code of its
// endpoint; mf-auth's forms run the same rules where they send what the api checks (v.pick of a
// payload schema, and transferVerifyFormSchema). Issue messages are mf-auth message keys. A wrong
// type or an oversized value is MALFORMED: the api answers it with HTTP 400.
import * as v from 'valibot';
import { PASSWORD_LENGTH } from '../constants.js';
import { VERIFICATION_CODE_LENGTH } from '../login-codes.js';
import { MALFORMED } from './malformed.js';

/** Spec 01 §5: the keys of the login flows' required fields. */
const REQUIRED_KEYS = {
  account: 'ph_account_name',
  answer: 'ph_account_verify_code',
} as const;

/** Spec 01 §5 / §9: a new password (transfer verification, forgot password) follows PASSWORD_LENGTH. */
const NEW_PASSWORD_KEYS = {
  required: 'new_password.err_required',
  length: 'new_password.err_length',
} as const;

/** A string of at most `max` characters; anything else is malformed. */
const text = (max: number) => v.pipe(v.string(MALFORMED), v.maxLength(max, MALFORMED));
/** Trimmed and not empty, else `key`. */
const required = (key: string, max = 64) => v.pipe(text(max), v.trim(), v.nonEmpty(key));
/** An optional client-context string ("plus IP info"): recorded, never decisive. */
const context = (max: number) => v.optional(text(max), '');

const codeDigits = (length: number, requiredKey: string, formatKey: string) =>
  v.pipe(text(16), v.trim(), v.nonEmpty(requiredKey), v.regex(new RegExp(`^\\d{${length}}$`), formatKey));

const newPassword = v.pipe(
  text(128),
  v.nonEmpty(NEW_PASSWORD_KEYS.required),
  v.minLength(PASSWORD_LENGTH.min, NEW_PASSWORD_KEYS.length),
  v.maxLength(PASSWORD_LENGTH.max, NEW_PASSWORD_KEYS.length),
);

// ---- transfer verification (spec 01 §5) ----

const TRANSFER_FORM_KEYS = {
  withdrawPassword: 'transfer.err_withdraw_password_required',
  email: 'transfer.err_email_required',
  phone: 'transfer.err_phone_required',
  codeMismatch: 'transfer.err_code_mismatch',
} as const;

/**
 * The verify step's form. `expectedCode` is the locally decrypted captcha (null while none is
 * loaded, which fails the code).
 */
export function transferVerifyFormSchema(expectedCode: string | null) {
  return v.pipe(
    v.object({
      account: required(REQUIRED_KEYS.account),
      withdraw_password: required(TRANSFER_FORM_KEYS.withdrawPassword, 32),
      contact_type: v.picklist(['email', 'phone'], MALFORMED),
      member_email: text(254),
      member_phone: text(32),
      code: required(REQUIRED_KEYS.answer, 16),
    }),
    v.forward(
      v.partialCheck(
        [['contact_type'], ['member_email']],
        (i) => i.contact_type !== 'email' || i.member_email.trim() !== '',
        TRANSFER_FORM_KEYS.email,
      ),
      ['member_email'],
    ),
    v.forward(
      v.partialCheck(
        [['contact_type'], ['member_phone']],
        (i) => i.contact_type !== 'phone' || i.member_phone.trim() !== '',
        TRANSFER_FORM_KEYS.phone,
      ),
      ['member_phone'],
    ),
    v.forward(
      v.partialCheck(
        [['code']],
        (i) => expectedCode !== null && i.code === expectedCode,
        TRANSFER_FORM_KEYS.codeMismatch,
      ),
      ['code'],
    ),
  );
}

/** POST /arks/web/vx/verify. Codes: account 101, withdraw_password 102, no contact 203. */
export const TransferVerifyPayloadSchema = v.pipe(
  v.object({
    site_id: required(MALFORMED, 32),
    account: required(REQUIRED_KEYS.account),
    withdraw_password: required(TRANSFER_FORM_KEYS.withdrawPassword, 32),
    member_email: v.optional(v.pipe(text(254), v.trim()), ''),
    member_phone: v.optional(v.pipe(text(32), v.trim()), ''),
  }),
  v.check((i) => i.member_email !== '' || i.member_phone !== '', 'transfer.err_contact_required'),
);

/** POST /arks/web/vx/reset. Codes: token 101, account 201, password 202. */
export const TransferResetPayloadSchema = v.object({
  site_id: required(MALFORMED, 32),
  account: required(REQUIRED_KEYS.account),
  token: required('token', 128),
  password: newPassword,
});

// ---- double validation (spec 02 §5) ----

/** POST /login/double_validation. Codes: member_login_id 101, answer 205, captcha 206. */
export const DoubleValidationPayloadSchema = v.object({
  member_login_id: required(MALFORMED, 128),
  answer: required('answer', 128),
  captcha_answer: required('captcha', 16),
  captcha_token: required('captcha', 128),
  remote_addr: context(64),
  udid: context(128),
});

/** POST /login/double_validation/skip */
export const DoubleValidationSkipPayloadSchema = v.object({
  member_login_id: required(MALFORMED, 128),
});

// ---- device verification (login code 107) ----

const DEVICE_CODE_KEYS = { required: 'device.err_code_required', format: 'device.err_code_format' } as const;

/** POST /login/device/send */
export const DeviceSendPayloadSchema = v.object({ member_login_id: required(MALFORMED, 128) });

/** POST /login/device/verify. Codes: a code of the wrong form is 104 (wrong code). */
export const DeviceVerifyPayloadSchema = v.object({
  member_login_id: required(MALFORMED, 128),
  code: codeDigits(VERIFICATION_CODE_LENGTH, DEVICE_CODE_KEYS.required, DEVICE_CODE_KEYS.format),
});

// ---- forgot password by SMS ----

export const FORGOT_KEYS = {
  phoneBlank: 'forgot.err_phone_blank',
  phoneDigits: 'forgot.err_phone_digits',
  codeRequired: 'forgot.err_code_required',
  codeFormat: 'forgot.err_code_format',
} as const;

const phone = v.pipe(text(32), v.trim(), v.nonEmpty(FORGOT_KEYS.phoneBlank), v.regex(/^\d+$/, FORGOT_KEYS.phoneDigits));

/** POST /forgot_password/sms. Codes: account 099 (does not match), phone blank 201, not digits 099. */
export const ForgotPasswordSmsPayloadSchema = v.object({
  site_id: required(MALFORMED, 32),
  account: required(REQUIRED_KEYS.account),
  member_phone: phone,
});

/** POST /forgot_password/verify. Codes: as /sms, and a code of the wrong form is 113. */
export const ForgotPasswordVerifyPayloadSchema = v.object({
  site_id: required(MALFORMED, 32),
  account: required(REQUIRED_KEYS.account),
  member_phone: phone,
  code: codeDigits(VERIFICATION_CODE_LENGTH, FORGOT_KEYS.codeRequired, FORGOT_KEYS.codeFormat),
});

/** POST /forgot_password/reset. Codes: token 101, password 202. */
export const ForgotPasswordResetPayloadSchema = v.object({
  site_id: required(MALFORMED, 32),
  account: required(REQUIRED_KEYS.account),
  token: required('token', 128),
  password: newPassword,
});

// ---- third-party login ----

/** POST /auth/callback. Codes: provider 104, code 101. */
export const AuthCallbackPayloadSchema = v.object({
  site_id: required(MALFORMED, 32),
  provider: required('provider', 32),
  code: required('code', 128),
  udid: context(128),
});

export const AuthProvidersPayloadSchema = v.object({ site_id: required(MALFORMED, 32) });
