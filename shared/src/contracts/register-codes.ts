// Registration and registration-SMS error catalogues (spec 01 §8): code -> where it is shown and
// its message key (mf-auth namespace). `field` is a registration payload field, 'introducer', or
// null for the form's alert. A null key shows the server's message (215).
import type { ContactField } from './register-types.js';

export type RegisterCodeTarget =
  | 'member_account'
  | 'member_name'
  | 'member_phone'
  | 'member_email'
  | 'identity_id'
  | 'phone_verify'
  | 'answer'
  | 'introducer'
  | ContactField
  | null;

export interface RegisterCodeEntry {
  field: RegisterCodeTarget;
  key: string | null;
}

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

const contactEntries = Object.fromEntries(
  Object.entries(CONTACT_FIELD_CODES).map(([code, field]) => [code, { field, key: 'signup.err_contact_invalid' }]),
) as Record<keyof typeof CONTACT_FIELD_CODES, RegisterCodeEntry>;

export const REGISTER_CODE_MESSAGES: Record<number, RegisterCodeEntry> = {
  102: { field: 'member_account', key: 'signup.err_duplicate_account' },
  103: { field: 'member_name', key: 'signup.err_duplicate_name' },
  104: { field: 'member_phone', key: 'signup.err_duplicate_phone' },
  105: { field: 'member_email', key: 'signup.err_duplicate_email' },
  106: { field: 'introducer', key: 'signup.err_agent_not_found' },
  107: { field: 'introducer', key: 'signup.err_recommend_closed' },
  108: { field: 'introducer', key: 'signup.err_agent_disabled' },
  109: { field: 'introducer', key: 'signup.err_recommend_disabled' },
  110: { field: 'introducer', key: 'signup.err_code_disabled' },
  112: { field: 'introducer', key: 'signup.err_introducer_not_found' },
  113: { field: 'phone_verify', key: 'signup.err_phone_verify_wrong' },
  114: { field: 'identity_id', key: 'signup.err_duplicate_identity' },
  206: { field: 'member_email', key: 'signup.err_email_format' },
  209: { field: 'member_phone', key: 'signup.err_phone_invalid' },
  214: { field: 'member_name', key: 'signup.err_name_blacklisted' },
  215: { field: 'member_phone', key: null },
  216: { field: 'member_email', key: 'signup.err_email_blacklisted' },
  218: { field: null, key: 'signup.err_ip' },
  219: { field: 'introducer', key: 'signup.err_introducer_not_found' },
  222: { field: 'phone_verify', key: 'signup.err_phone_verify_not_found' },
  223: { field: 'identity_id', key: 'signup.err_duplicate_identity' },
  224: { field: 'answer', key: 'signup.err_captcha_failed' },
  227: { field: 'member_name', key: 'signup.err_name_invalid' },
  228: { field: 'introducer', key: 'signup.err_introducer_invalid' },
  ...contactEntries,
  996: { field: null, key: 'signup.err_too_frequent' },
  997: { field: null, key: 'signup.err_ip_limit' },
};

/** Any other code: the server's message, else this text (spec 01 §8). */
export const REGISTER_UNKNOWN_CODE_TEXT = 'error';

/** POST /register/sms codes, shown under the phone verification code. 099 arrives as 99. */
export const SmsCode = {
  phoneVerifyError: 99,
  rateLimited: 102,
  noBalance: 103,
  contactService: 104,
  phoneBlank: 201,
} as const;

export const SMS_CODE_MESSAGES: Record<number, string> = {
  99: 'signup.sms_err_phone',
  102: 'signup.sms_err_rate_limit',
  103: 'signup.sms_err_no_balance',
  104: 'signup.sms_err_contact_service',
  201: 'signup.sms_err_phone_blank',
};

/**
 * What the api puts in `data` when the shared schema refuses a field: the field and the same
 * message key the client would have shown. The code is the field's catalogue code when it has
 * one (206, 209, 227, 113, 224, 301-308), else 400.
 */
export interface RegisterFieldError {
  field: string;
  key: string;
}
