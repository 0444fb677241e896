// Placeholder until the lists land.
import { useTranslation } from 'react-i18next';

export function GameHallPage({ gtId }: { gtId: number }) {
  const { t } = useTranslation();
  return <section aria-label={t('games_region')} data-gt-id={gtId} />;
}
