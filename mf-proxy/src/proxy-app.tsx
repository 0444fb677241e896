// Placeholder of the agent area (/proxy/*): names the page it is on and says the features come later.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@croupier/shared';
import { NAMESPACE } from './i18n.js';
import { subPath } from './sub-path.js';

export function ProxyApp({ basePath, location }: Pick<RemoteProps, 'basePath' | 'location'>) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mf-proxy">
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('current_path', { path: subPath(basePath, location.pathname) })}</p>
      <p>{t('coming_later')}</p>
    </section>
  );
}
