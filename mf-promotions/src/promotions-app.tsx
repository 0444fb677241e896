// Placeholder of promotions (/discount/*) and news (/main/:id): names the page it is on
// and says the features come later.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@croupier/shared';
import { NAMESPACE } from './i18n.js';
import { subPath } from './sub-path.js';

/** '/main/:id' is news; everything else mf-promotions is mounted at is '/discount/*'. */
const isNews = (pathname: string) => /^\/main(\/|$)/.test(pathname);

export function PromotionsApp({ basePath, location }: Pick<RemoteProps, 'basePath' | 'location'>) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mf-promotions">
      <h2 id={headingId}>{t(isNews(location.pathname) ? 'heading.news' : 'heading.discount')}</h2>
      <p>{t('current_path', { path: subPath(basePath, location.pathname) })}</p>
      <p>{t('coming_later')}</p>
    </section>
  );
}
