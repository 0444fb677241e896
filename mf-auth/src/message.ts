// A message to show the user: a translation key (mf-auth unless `ns` says otherwise)
// or a text the server sent, which is shown as it is.
import type { TFunction } from 'i18next';
import { INVALID_ERROR_MESSAGE, isApiError } from '@croupier/shared';

export type Message = { key: string; ns?: string; values?: Record<string, string | number> } | { text: string };

export function renderMessage(t: TFunction, message: Message): string {
  if ('text' in message) return message.text;
  return t(message.key, { ...message.values, ...(message.ns ? { ns: message.ns } : {}) });
}

/** Transport failures (spec 01 §8): timeout and network get the common keys, the rest their own message. */
export function transportErrorMessage(err: unknown): Message {
  if (isApiError(err) && err.messageKey) return { key: err.messageKey, ns: 'common' };
  if (err instanceof Error && err.message) return { text: err.message };
  return { text: INVALID_ERROR_MESSAGE };
}

export const isAborted = (err: unknown): boolean => isApiError(err) && err.kind === 'aborted';
