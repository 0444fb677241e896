// The badge of a browser on an override release (remotes/release-visitor.ts, docs/releasing.md):
// while the site detail gives this browser a remote's release by an operator's signed link, a
// small label says which, with a control that ends it and loads the page as every visitor gets it.
import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { useServices } from '../services/services-context.js';
import { clearOverrides } from './release-overrides.js';
import './override-badge.css';

const reload = () => window.location.reload();

export function OverrideBadge({ onEnd = reload }: { onEnd?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { stores } = useServices();
  const modules = useStore(stores.site, (s) => s.detail?.modules);
  const overridden = (modules ?? []).filter((m) => m.release?.channel === 'override');
  if (overridden.length === 0) return null;
  return (
    <aside className="cr-shell-override" aria-label={t('remote.override.title')}>
      <strong>{t('remote.override.title')}</strong>
      <ul>
        {overridden.map((m) => (
          <li key={m.name}>{t('remote.override.detail', { module: m.name, version: m.release?.version })}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          clearOverrides();
          onEnd();
        }}
      >
        {t('remote.override.end')}
      </button>
    </aside>
  );
}
