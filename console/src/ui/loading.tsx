import { useTranslation } from 'react-i18next';

/** What a part of a page shows while its data loads, announced as a status. */
export function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}
