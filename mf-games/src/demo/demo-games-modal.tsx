// The list modal: one demo provider's games (spec 02 §2). Choosing a game launches it through
// the launcher in the click itself (a game window must open inside the user's gesture), unless a
// launch is already starting or quitting; then the modals reset.
import { useTranslation } from 'react-i18next';
import { Modal, useStore, type DemoGame } from '@croupier/shared';
import { useLauncher } from '../launcher/index.js';
import { useDemoGpGames } from './api/demo-gp-games.js';
import type { DemoStore } from './demo-store.js';
import { gameName, useListParams } from '../lists/index.js';

/** `providerName`: the provider as the demo modal shows it (with its type when listed twice). */
export function DemoGamesModal({ store, providerName }: { store: DemoStore; providerName: string }) {
  const { t } = useTranslation();
  const { language } = useListParams();
  const launcher = useLauncher();
  const listVisible = useStore(store, (s) => s.listVisible);
  const provider = useStore(store, (s) => s.provider);

  // Already in the cache: the list modal shows only once this list has loaded.
  const games = useDemoGpGames(provider, listVisible);

  function play(game: DemoGame) {
    if (launcher.busy) return;
    launcher.launchDemo(game);
    store.getState().reset();
  }

  const list = games.data ?? [];
  return (
    <Modal
      open={listVisible && provider !== null}
      onClose={() => store.getState().closeList()}
      title={t('demo.games_title', { provider: providerName })}
      className="mf-games-demo-modal"
    >
      {launcher.busy && (
        <p role="status" className="mf-games-demo__state">
          {t('demo.busy')}
        </p>
      )}
      {list.length === 0 ? (
        <p className="mf-games-demo__state">{t('demo.no_games')}</p>
      ) : (
        <ul className="mf-games-demo__grid">
          {list.map((game) => {
            const name = gameName(game.game_name, language);
            return (
              <li key={`${game.gp_id}:${game.game_type}:${game.game_code}`}>
                <button
                  type="button"
                  className="mf-games-demo__tile mf-games-demo__tile--game"
                  aria-disabled={launcher.busy}
                  onClick={() => play(game)}
                >
                  <img src={game.icon_light} alt="" width={160} height={160} loading="lazy" decoding="async" />
                  <span className="mf-games-demo__name">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mf-games-demo__actions">
        <button type="button" className="cr-button" onClick={() => store.getState().closeList()}>
          {t('demo.back')}
        </button>
      </div>
    </Modal>
  );
}
