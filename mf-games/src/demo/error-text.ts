// The text of a failed demo call (spec 02 §8: any code other than 100/1000 shows the server's
// message in an error toast). Transport failures get the shared common keys.
import type { TFunction } from 'i18next';
import { COMMON_NAMESPACE, INVALID_ERROR_MESSAGE, isApiCodeError, isApiError } from '@croupier/shared';

export function errorText(t: TFunction, err: unknown, fallbackKey: string): string {
  if (isApiCodeError(err)) return err.message.trim() || t(fallbackKey);
  if (isApiError(err) && err.messageKey) return t(err.messageKey, { ns: COMMON_NAMESPACE });
  if (err instanceof Error) return err.message || t(fallbackKey);
  return INVALID_ERROR_MESSAGE;
}
