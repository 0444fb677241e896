// What a refused agent-area call says, and where: a MemberFieldError {field, key} in the answer
// (MemberCode.invalidField 422: the shared schema's rule the api ran again) goes on its field;
// a code of the page's table is its message key (on the field the table names, if any); another
// code says the server's message. A transport failure says the common timeout / network message.
import { codeMessage, isApiCodeError, transportErrorMessage, type Message } from '@croupier/shared';
import { isFieldError } from '@croupier/shared/answers';

export interface Refusal {
  /** The business code; null for a transport failure. */
  code: number | null;
  /** The form field it belongs to, or null for the form's alert. */
  field: string | null;
  message: Message;
}

export function refusalOf(
  error: unknown,
  keys: Readonly<Record<number, string>> = {},
  fields: Readonly<Record<number, string>> = {},
): Refusal {
  if (!isApiCodeError(error)) return { code: null, field: null, message: transportErrorMessage(error) };
  if (isFieldError(error.data)) return { code: error.code, field: error.data.field, message: { key: error.data.key } };
  return { code: error.code, field: fields[error.code] ?? null, message: codeMessage(keys, error.code, error.message) };
}
