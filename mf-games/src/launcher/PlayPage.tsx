// Placeholder until the launcher lands: '/play'.
import { useTranslation } from 'react-i18next';

export function PlayPage() {
  const { t } = useTranslation();
  return <section aria-label={t('play_region')} />;
}
