import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/client.js';

/** What to tell the operator when a call failed: refused (403), unreachable, or anything else. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isApiError(error, 403)) return t('errors.forbidden');
    if (isApiError(error, 0)) return t('errors.network');
    return t('errors.generic');
  };
}
