// Where a refused registration is shown (spec 01 §8): on its field, or as the form's alert. The
// api's { field, key } (its shared schema refused a field) wins; then the code's entry; any other
// code shows the server's message, or the text 'error'. The codes are the contracts' (RegisterCode,
// CONTACT_FIELD_CODES: the api answers them); the fields and keys are mf-auth's. The other
// catalogues (SMS codes among them) are in ../code-messages.ts.
import { CONTACT_FIELD_CODES, RegisterCode, type Message } from '@croupier/shared';
import { isFieldError } from '@croupier/shared/answers';

export interface RegisterCodeEntry {
  /** A registration payload field, 'introducer', or null for the form's alert. */
  field: string | null;
  /** null: the server's message is shown (215). */
  key: string | null;
}

const contactEntries = Object.fromEntries(
  Object.entries(CONTACT_FIELD_CODES).map(([code, field]) => [code, { field, key: 'signup.err_contact_invalid' }]),
) as Record<keyof typeof CONTACT_FIELD_CODES, RegisterCodeEntry>;

export const REGISTER_CODE_MESSAGES: Readonly<Record<number, RegisterCodeEntry>> = {
  [RegisterCode.duplicateAccount]: { field: 'member_account', key: 'signup.err_duplicate_account' },
  [RegisterCode.duplicateName]: { field: 'member_name', key: 'signup.err_duplicate_name' },
  [RegisterCode.duplicatePhone]: { field: 'member_phone', key: 'signup.err_duplicate_phone' },
  [RegisterCode.duplicateEmail]: { field: 'member_email', key: 'signup.err_duplicate_email' },
  [RegisterCode.agentNotFound]: { field: 'introducer', key: 'signup.err_agent_not_found' },
  [RegisterCode.recommendClosed]: { field: 'introducer', key: 'signup.err_recommend_closed' },
  [RegisterCode.agentDisabled]: { field: 'introducer', key: 'signup.err_agent_disabled' },
  [RegisterCode.recommendDisabled]: { field: 'introducer', key: 'signup.err_recommend_disabled' },
  [RegisterCode.codeDisabled]: { field: 'introducer', key: 'signup.err_code_disabled' },
  [RegisterCode.introducerNotFound]: { field: 'introducer', key: 'signup.err_introducer_not_found' },
  [RegisterCode.phoneVerifyWrong]: { field: 'phone_verify', key: 'signup.err_phone_verify_wrong' },
  [RegisterCode.duplicateIdentityOnCheck]: { field: 'identity_id', key: 'signup.err_duplicate_identity' },
  [RegisterCode.emailInvalid]: { field: 'member_email', key: 'signup.err_email_format' },
  [RegisterCode.phoneInvalid]: { field: 'member_phone', key: 'signup.err_phone_invalid' },
  [RegisterCode.nameBlacklisted]: { field: 'member_name', key: 'signup.err_name_blacklisted' },
  [RegisterCode.phoneRefused]: { field: 'member_phone', key: null },
  [RegisterCode.emailBlacklisted]: { field: 'member_email', key: 'signup.err_email_blacklisted' },
  [RegisterCode.ipError]: { field: null, key: 'signup.err_ip' },
  [RegisterCode.introducerIdNotFound]: { field: 'introducer', key: 'signup.err_introducer_not_found' },
  [RegisterCode.phoneVerifyNotFound]: { field: 'phone_verify', key: 'signup.err_phone_verify_not_found' },
  [RegisterCode.duplicateIdentity]: { field: 'identity_id', key: 'signup.err_duplicate_identity' },
  [RegisterCode.captchaFailed]: { field: 'answer', key: 'signup.err_captcha_failed' },
  [RegisterCode.nameInvalid]: { field: 'member_name', key: 'signup.err_name_invalid' },
  [RegisterCode.introducerInvalid]: { field: 'introducer', key: 'signup.err_introducer_invalid' },
  ...contactEntries,
  [RegisterCode.tooFrequent]: { field: null, key: 'signup.err_too_frequent' },
  [RegisterCode.ipLimit]: { field: null, key: 'signup.err_ip_limit' },
};

/** Any other code: the server's message, else this text (spec 01 §8). */
export const REGISTER_UNKNOWN_CODE_TEXT = 'error';

export interface RegisterFailure {
  /** A form field (payload name, 'introducer' or 'answer'), or null for the form's alert. */
  field: string | null;
  message: Message;
}

export function registerFailure(code: number, serverMessage: string, data: unknown = null): RegisterFailure {
  if (isFieldError(data) && data.key.startsWith('signup.')) return { field: data.field, message: { key: data.key } };
  const entry = REGISTER_CODE_MESSAGES[code];
  const fallback: Message = { text: serverMessage || REGISTER_UNKNOWN_CODE_TEXT };
  if (!entry) return { field: null, message: fallback };
  return { field: entry.field, message: entry.key ? { key: entry.key } : fallback };
}
