// A message to show the user: a translation key (in the namespace of the `t` that renders it, the
// app's own, unless `ns` says otherwise) or a text the server sent, shown as it is; and how a failed
// call becomes one.
import type { TFunction } from 'i18next';
import { isApiCodeError, isApiError } from '../api/index.js';
import { INVALID_ERROR_MESSAGE } from '../contracts/index.js';

export type Message = { key: string; ns?: string; values?: Record<string, string | number> } | { text: string };

export function renderMessage(t: TFunction, message: Message): string {
  if ('text' in message) return message.text;
  return t(message.key, { ...message.values, ...(message.ns ? { ns: message.ns } : {}) });
}

/** The server's message, or the common 'error' when it sent none. */
export const serverMessage = (text: string): Message => (text ? { text } : { key: 'error', ns: 'common' });

/**
 * A failed answer's message from a code table (code -> the app's key, spec 01 §8); a code the table
 * does not know shows the server's message, or the common 'error' when it sent none.
 */
export function codeMessage(table: Readonly<Record<number, string>>, code: number, text: string): Message {
  const key = table[code];
  return key ? { key, values: { code } } : serverMessage(text);
}

/** Transport failures (spec 01 §8): timeout and network get the common keys, the rest their own message. */
export function transportErrorMessage(err: unknown): Message {
  if (isApiError(err) && err.messageKey) return { key: err.messageKey, ns: 'common' };
  if (err instanceof Error && err.message) return { text: err.message };
  return { text: INVALID_ERROR_MESSAGE };
}

/** A query that failed: a refused answer says the server's message (else `fallback`), a transport failure its own. */
export function failureMessage(err: unknown, fallback: Message): Message {
  if (isApiCodeError(err)) return err.message ? { text: err.message } : fallback;
  return transportErrorMessage(err);
}

/** A call the page itself cancelled (a 401 elsewhere): nothing to tell the user. */
export const isAborted = (err: unknown): boolean => isApiError(err) && err.kind === 'aborted';
