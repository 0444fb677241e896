// Placeholder until the lists land.
import { useTranslation } from 'react-i18next';

export function HomePage(_props: { search?: URLSearchParams }) {
  const { t } = useTranslation();
  return <section aria-label={t('games_region')} />;
}
