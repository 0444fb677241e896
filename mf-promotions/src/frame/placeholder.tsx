// What a piece of mf-promotions shows until it is built (removed by issue 13's work).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function ComingLater() {
  const { t } = useTranslation(NAMESPACE);
  return <p>{t('status.coming_later')}</p>;
}
