// Where a refused registration is shown (spec 01 §8): on its field, or as the form's alert.
// The api's { field, key } (its shared schema refused a field) wins; then the code's catalogue
// entry; any other code shows the server's message, or the text 'error'.
import {
  REGISTER_CODE_MESSAGES,
  REGISTER_UNKNOWN_CODE_TEXT,
  type RegisterFieldError,
} from '@croupier/shared';
import type { Message } from '../message.js';

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
