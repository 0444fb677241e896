// The demo modal: the demo providers (spec 02 §2). Choosing one loads its games (/demo/gp_games)
// and only then shows the list modal, stacked above this one; closing this modal resets it all.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, isApiError, toast, useStore } from '@croupier/shared';
import { useLoadDemoGpGames } from './api/demo-gp-games.js';
import { useDemoGtGames, type DemoProvider } from './api/demo-gt-games.js';
import { DemoGamesModal } from './demo-games-modal.js';
import { sameProvider, type DemoStore } from './demo-store.js';
import { errorText } from './error-text.js';
import { useGameTypeName } from '../lists/index.js';

export function DemoProvidersModal({ store, gtId }: { store: DemoStore; gtId?: number }) {
  const { t } = useTranslation();
  const demoVisible = useStore(store, (s) => s.demoVisible);
  const chosen = useStore(store, (s) => (s.loading ? s.provider : null));

  const providers = useDemoGtGames(demoVisible);
  const loadGames = useLoadDemoGpGames();

  // Spec 02 §8: a failed demo call shows the server's message in an error toast.
  const { error, errorUpdatedAt } = providers;
  useEffect(() => {
    if (error && !(isApiError(error) && error.kind === 'aborted')) {
      toast.show(errorText(t, error, 'demo.load_failed'), { type: 'error' });
    }
  }, [error, errorUpdatedAt, t]);

  async function choose(provider: DemoProvider) {
    store.getState().choose(provider);
    try {
      await loadGames(provider);
      store.getState().listLoaded(provider);
    } catch (err) {
      store.getState().listFailed(provider);
      if (!(isApiError(err) && err.kind === 'aborted'))
        toast.show(errorText(t, err, 'demo.load_failed'), { type: 'error' });
    }
  }

  const shown = (providers.data ?? []).filter((p) => gtId === undefined || p.gt_id === gtId);
  // A provider listed once per game type (JD Gaming's slots and card games) is told apart by type.
  const typeName = useGameTypeName();
  const typeOf = (provider: DemoProvider) =>
    shown.filter((p) => p.gp_id === provider.gp_id).length > 1 ? typeName(provider.gt_id) : null;
  const listed = useStore(store, (s) => s.provider);
  const listType = listed ? typeOf(listed) : null;
  const listTitle = listed ? (listType ? `${listed.gp_name} · ${listType}` : listed.gp_name) : '';

  let body: React.ReactNode;
  if (providers.isPending) {
    body = (
      <p role="status" className="mf-games-demo__state">
        {t('demo.loading')}
      </p>
    );
  } else if (providers.isError) {
    body = (
      <>
        <p role="alert" className="mf-games-demo__state">
          {t('demo.load_failed')}
        </p>
        <div className="mf-games-demo__actions">
          <button type="button" className="cr-button" onClick={() => void providers.refetch()}>
            {t('demo.retry')}
          </button>
        </div>
      </>
    );
  } else if (shown.length === 0) {
    body = <p className="mf-games-demo__state">{t('demo.no_providers')}</p>;
  } else {
    body = (
      <>
        <p className="mf-games-demo__hint">{t('demo.providers_hint')}</p>
        <ul className="mf-games-demo__grid">
          {shown.map((provider) => (
            <li key={`${provider.gp_id}:${provider.gt_id}:${provider.house}`}>
              <button
                type="button"
                className="mf-games-demo__tile"
                aria-busy={chosen !== null && sameProvider(chosen, provider)}
                onClick={() => void choose(provider)}
              >
                <img src={provider.icon_light} alt="" width={160} height={80} loading="lazy" decoding="async" />
                <span className="mf-games-demo__name">{provider.gp_name}</span>
                {typeOf(provider) && <span className="mf-games-demo__type">{typeOf(provider)}</span>}
              </button>
            </li>
          ))}
        </ul>
        {chosen && (
          <p role="status" className="mf-games-demo__state">
            {t('demo.loading')}
          </p>
        )}
      </>
    );
  }

  return (
    <Modal
      open={demoVisible}
      onClose={() => store.getState().reset()}
      title={t('demo.providers_title')}
      className="mf-games-demo-modal"
    >
      {body}
      <DemoGamesModal store={store} providerName={listTitle} />
    </Modal>
  );
}
