import type { TFunction } from 'i18next';
import { isApiError } from '../api/client.js';

/**
 * A second factor refused because there is no password step to finish (it expired: the api keeps
 * it a few minutes): the operator starts again from the password. That 401 says so with
 * `data.next: 'password'` or a message asking for the password; any other 401 is a wrong or
 * replayed code.
 */
export function passwordStepExpired(error: unknown): boolean {
  if (!isApiError(error, 401)) return false;
  const data = error.data as { next?: unknown } | null;
  return data?.next === 'password' || /password/i.test(error.message);
}

/** Seconds to wait after a 429 (the api's `data.retry_after_s`), or null. */
function retryAfter(error: unknown): number | null {
  if (!isApiError(error, 429)) return null;
  const seconds = Number((error.data as { retry_after_s?: unknown } | null)?.retry_after_s);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The sign-in alert for a failed step; `refused` is the step's own 401 text. */
export function signInErrorText(t: TFunction, error: unknown, refused: string): string {
  if (isApiError(error, 401)) return refused;
  if (isApiError(error, 429)) {
    const seconds = retryAfter(error);
    return seconds === null ? t('signIn.throttledNow') : t('signIn.throttled', { count: seconds });
  }
  if (isApiError(error, 0)) return t('errors.network');
  return t('errors.generic');
}
