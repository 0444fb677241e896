// /app: the mobile app download page. A platform without a link says it is coming; the
// home-screen steps work on any phone (the site runs as a web app).
import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/services-context.js';
import { SHELL_NS } from '../../i18n/shell-namespace.js';
import { appLinks } from './app-links.js';

export function AppDownloadPage() {
  const { t } = useTranslation(SHELL_NS);
  const { stores } = useServices();
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  const env = useStore(stores.site, (s) => s.detail?.env_config);
  const links = appLinks(env);
  const platforms = [
    { key: 'android', name: t('routing.app.android'), href: links.android },
    { key: 'ios', name: t('routing.app.ios'), href: links.ios },
  ];

  return (
    <div className="cr-page cr-page-app">
      <h2>{t('routing.app.title', { site: siteName })}</h2>
      <p className="cr-page-lead">{t('routing.app.intro')}</p>
      <ul className="cr-page-app__platforms">
        {platforms.map((p) => (
          <li key={p.key} className="cr-page-card cr-page-app__platform">
            <h3>{p.name}</h3>
            {p.href ? (
              <a className="cr-page-button" href={p.href} rel="noopener noreferrer">
                {t('routing.app.download', { platform: p.name })}
              </a>
            ) : (
              <p>{t('routing.app.notYet', { platform: p.name })}</p>
            )}
          </li>
        ))}
      </ul>
      <section className="cr-page-card" aria-labelledby="cr-page-app-home-screen">
        <h3 id="cr-page-app-home-screen">{t('routing.app.homeScreenTitle')}</h3>
        <p>{t('routing.app.homeScreenSteps')}</p>
      </section>
    </div>
  );
}
