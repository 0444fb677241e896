// Placeholder of the games area: names the page it is on and says the features come later.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@croupier/shared';
import { NAMESPACE } from './i18n.js';
import { matchGamesRoute } from './routes.js';
import { subPath } from './sub-path.js';

export function GamesApp({ basePath, location }: Pick<RemoteProps, 'basePath' | 'location'>) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const path = subPath(basePath, location.pathname);
  const route = matchGamesRoute(path);
  return (
    <section aria-labelledby={headingId} className="mf-games">
      <h2 id={headingId}>{t(`heading.${route.name}`, { id: route.params.id })}</h2>
      <p>{t('current_path', { path })}</p>
      <p>{t('coming_later')}</p>
    </section>
  );
}
