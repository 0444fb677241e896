// The floating side buttons (POST /arks/web/float): customer service, app download and the like.
// Icon buttons whose accessible name is the entry's title (shown beside it on hover and focus).
import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context.js';
import { useFloat } from '../content/float.js';
import { pickText } from '../content/localized.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { ContentLink } from './ContentLink.js';
import { Icon } from './icons.js';

export function FloatList() {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const language = useStore(stores.ui, (s) => s.language);
  const float = useFloat();
  const entries = float.data ?? [];
  if (entries.length === 0) return null;

  return (
    <aside className="cr-shell-float" aria-label={t('layout.floatList')}>
      <ul>
        {entries.map((entry) => {
          const title = pickText(entry.title, language);
          return (
            <li key={entry.id}>
              <ContentLink url={entry.url} openType={entry.open_type} label={title} className="cr-shell-float-button">
                <Icon name={entry.icon} />
                <span className="cr-shell-float-label" aria-hidden="true">
                  {title}
                </span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
