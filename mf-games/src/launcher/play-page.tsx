// '/play': the page-mode game, full size. Leaving the route ends it (the quit step); when the
// game ends while here (its lobby button, or it was never there after a reload) the page
// returns to '/'.
import { useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GameFrame } from './game-frame.js';
import { useLaunchController } from './launcher-instance.js';
import { LAUNCHER_KEYS } from './message-keys.js';
import './styles.css';

export function PlayPage() {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const controller = useLaunchController();
  const game = useStore(controller.machine.store, (s) => s.games.find((g) => g.mode === 'page') ?? null);

  useEffect(() => controller.playPageMounted(), [controller]);
  useEffect(() => {
    if (!game) navigate('/', { replace: true });
  }, [game, navigate]);

  const endPage = () => controller.endGames((g) => g.mode === 'page');
  return (
    <section aria-label={t('play_region')} className="mf-games-play">
      {game && (
        <>
          <div className="mf-games-play__bar">
            <h2 className="mf-games-play__title">{game.name}</h2>
            <button type="button" className="cr-button" onClick={endPage}>
              {t(LAUNCHER_KEYS.exit)}
            </button>
          </div>
          <div className="mf-games-play__screen">
            <GameFrame key={game.id} url={game.url} name={game.name} onLobby={endPage} />
          </div>
        </>
      )}
    </section>
  );
}
