// Where a refused registration is shown (spec 01 §8): on its field, or as the form's alert. The
// api's { field, key } (its shared schema refused a field) wins; then the code's entry; any other
// code shows the server's message, or the text 'error'. The codes are the contracts' (RegisterCode,
// CONTACT_FIELD_CODES: the api answers them); the fields and keys are mf-auth's. The other
// catalogues (SMS codes among them) are in ../code-messages.ts.
import { CONTACT_FIELD_CODES, type RegisterFieldError } from '@croupier/shared';
import type { Message } from '../message.js';

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

export interface RegisterFailure {
  /** A form field (payload name, 'introducer' or 'answer'), or null for the form's alert. */
  field: string | null;
  message: Message;
}

const isFieldError = (data: unknown): data is RegisterFieldError =>
  !!data && typeof data === 'object' && typeof (data as RegisterFieldError).field === 'string' && typeof (data as RegisterFieldError).key === 'string';

export function registerFailure(code: number, serverMessage: string, data: unknown = null): RegisterFailure {
  if (isFieldError(data) && data.key.startsWith('signup.')) return { field: data.field, message: { key: data.key } };
  const entry = REGISTER_CODE_MESSAGES[code];
  const fallback: Message = { text: serverMessage || REGISTER_UNKNOWN_CODE_TEXT };
  if (!entry) return { field: null, message: fallback };
  return { field: entry.field, message: entry.key ? { key: entry.key } : fallback };
}
