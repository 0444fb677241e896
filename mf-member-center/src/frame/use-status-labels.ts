// The words of the shared QueryStatus (loading, failed, try again), from this remote's 'status.*' keys.
import type { QueryStatusLabels } from '@croupier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function useStatusLabels(): QueryStatusLabels {
  const { t } = useTranslation(NAMESPACE);
  return { loading: t('status.loading'), retry: t('status.retry'), failed: t('status.failed') };
}
