// mf-games' root: picks the page for the route the shell mounted it at, and always hosts the
// launcher (modal-mode game, maintenance dialog, private game events), which outlives pages.
// The lists are kept current from here (useListRefresh) whatever page shows them, and the
// carousel's game banners are heard here (useBannerLaunches).
// Home is in the expose's chunk: it is the page the site opens on, so it costs no extra round trip.
// The other pages are chunks of their own, fetched when their route is shown (the home page does
// not pay for them: issue 15); while one arrives, a grid skeleton holds the page's place.
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useRemoteProps, useStore, type RemoteProps } from '@croupier/shared';
import { LauncherHost } from './launcher/launcher-host.js';
import { useBannerLaunches } from './launcher/use-banner-launches.js';
import { ensureListStyles } from './lists/styles.js';
import { useListRefresh } from './lists/use-list-refresh.js';
import { GridSkeleton } from './lists/components/list-status.js';
import { HomePage } from './pages/home-page.js';
import { matchGamesRoute } from './routes.js';

const GameHallPage = lazy(() => import('./pages/game-hall-page.js').then((m) => ({ default: m.GameHallPage })));
const GameRoomPage = lazy(() => import('./pages/game-room-page.js').then((m) => ({ default: m.GameRoomPage })));
const SlotGamePage = lazy(() => import('./pages/slot-game-page.js').then((m) => ({ default: m.SlotGamePage })));
const PlayPage = lazy(() => import('./launcher/play-page.js').then((m) => ({ default: m.PlayPage })));

export function GamesApp({ location }: Pick<RemoteProps, 'location'>) {
  const { stores } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  useLayoutEffect(() => ensureListStyles(), []);
  useListRefresh();
  useBannerLaunches();

  // The shell passes the full, locale-free path (its router's basename is the locale).
  const route = matchGamesRoute(location.pathname);
  const search = new URLSearchParams(location.search);
  let page: React.ReactNode;
  switch (route.name) {
    case 'gameHall':
      page = <GameHallPage key={route.params.id} gtId={Number(route.params.id)} />;
      break;
    case 'slotgame':
      page = <SlotGamePage key={location.search} search={search} />;
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
    <div className={`mf-games mfg ${isDesktop ? 'mfg--desktop' : 'mfg--mobile'}`}>
      <Suspense
        fallback={
          <div className="mfg-page">
            <GridSkeleton />
          </div>
        }
      >
        {page}
      </Suspense>
      <LauncherHost />
    </div>
  );
}
