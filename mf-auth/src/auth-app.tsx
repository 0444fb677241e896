// The './app' of mf-auth: its only route, /authCallback, is where the third-party login popup
// lands. That flow arrives in a later issue; until then the page says so.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n.js';

export function AuthApp() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mf-auth">
      <h2 id={headingId}>{t('callback.heading')}</h2>
      <p>{t('callback.coming_later')}</p>
    </section>
  );
}
