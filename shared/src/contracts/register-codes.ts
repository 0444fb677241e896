// Registration and registration-SMS answer codes (spec 01 §8), for the api that answers them and
// the client that shows them. Where each is shown and with which message key is mf-auth's
// (its register-code-message.ts).
import type { ContactField } from './validation/register.js';

export const RegisterCode = {
  duplicateAccount: 102,
  duplicateName: 103,
  duplicatePhone: 104,
  duplicateEmail: 105,
  agentNotFound: 106,
  recommendClosed: 107,
  agentDisabled: 108,
  recommendDisabled: 109,
  codeDisabled: 110,
  introducerNotFound: 112,
  phoneVerifyWrong: 113,
  duplicateIdentityOnCheck: 114,
  emailInvalid: 206,
  phoneInvalid: 209,
  nameBlacklisted: 214,
  phoneRefused: 215,
  emailBlacklisted: 216,
  ipError: 218,
  introducerIdNotFound: 219,
  phoneVerifyNotFound: 222,
  duplicateIdentity: 223,
  captchaFailed: 224,
  nameInvalid: 227,
  introducerInvalid: 228,
  tooFrequent: 996,
  ipLimit: 997,
} as const;

/** 301-308: a contact handle refused by the server, shown on its field (308 = member_others). */
export const CONTACT_FIELD_CODES = {
  301: 'member_qq',
  302: 'member_skype',
  303: 'member_wechat',
  304: 'member_zalo',
  305: 'member_fb',
  306: 'member_telegram',
  307: 'member_whats_app',
  308: 'member_others',
} as const satisfies Record<number, ContactField>;

/** POST /register/sms codes (also forgot password's send). 099 arrives as 99. */
export const SmsCode = {
  phoneVerifyError: 99,
  rateLimited: 102,
  noBalance: 103,
  contactService: 104,
  phoneBlank: 201,
} as const;

/**
 * What the api puts in `data` when the shared schema refuses a field: the field and the same
 * message key the client would have shown. The code is the field's catalogue code when it has
 * one (206, 209, 227, 113, 224, 301-308), else 400.
 */
export interface RegisterFieldError {
  field: string;
  key: string;
}
