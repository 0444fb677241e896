// mf-games' root: picks the page for the route the shell mounted it at, and always hosts the
// launcher (modal-mode game, maintenance dialog, private game events), which outlives pages.
import type { RemoteProps } from '@croupier/shared';
import { LauncherHost } from './launcher/LauncherHost.js';
import { PlayPage } from './launcher/PlayPage.js';
import { GameHallPage } from './pages/GameHallPage.js';
import { GameRoomPage } from './pages/GameRoomPage.js';
import { HomePage } from './pages/HomePage.js';
import { SlotGamePage } from './pages/SlotGamePage.js';
import { matchGamesRoute } from './routes.js';

export function GamesApp({ location }: Pick<RemoteProps, 'location'>) {
  // The shell passes the full, locale-free path (its router's basename is the locale).
  const route = matchGamesRoute(location.pathname);
  const search = new URLSearchParams(location.search);
  let page: React.ReactNode;
  switch (route.name) {
    case 'gameHall':
      page = <GameHallPage gtId={Number(route.params.id)} />;
      break;
    case 'slotgame':
      page = <SlotGamePage search={search} />;
      break;
    case 'gameRoom':
      page = <GameRoomPage search={search} />;
      break;
    case 'play':
      page = <PlayPage />;
      break;
    default:
      page = <HomePage />;
  }
  return (
    <div className="mf-games">
      {page}
      <LauncherHost />
    </div>
  );
}
