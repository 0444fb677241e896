// mf-games' root: picks the page for the route the shell mounted it at, and hosts the launcher
// (modal-mode game, maintenance dialog, private game events), which outlives pages, once it has
// loaded: on a pointer, focus or touch in here, on /play, or after a reload with a game in the page
// (launcher/launcher-loader.ts).
// The lists are kept current from here (useListRefresh) whatever page shows them, and the
// carousel's game banners are heard here (useBannerLaunches).
// The pages are in the expose's chunk, not lazy: a lazy page would put one more round trip before
// a hall's or slot list's largest paint, to save the home page a few KB.
import { useRemoteProps, useStore, type RemoteProps } from '@croupier/shared';
import { useEffect, useState } from 'react';
import { hasInPageMark, useBannerLaunches, useLoadedLauncher, warmLauncher, watchPage } from './launcher/index.js';
import { useListRefresh } from './lists/index.js';
import { GameHallPage, GameRoomPage, HomePage, SlotGamePage } from './pages/index.js';
import { matchGamesRoute } from './routes.js';

export function GamesApp({ location }: Pick<RemoteProps, 'location'>) {
  const props = useRemoteProps();
  const { stores } = props;
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const launcher = useLoadedLauncher();
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
      page = launcher ? <launcher.PlayPage /> : null;
      break;
    default:
      page = <HomePage />;
  }
  useEffect(() => watchPage(props));
  // The mark matters as the page starts (a reload with a game in it): read once.
  const [startedWithGame] = useState(() => hasInPageMark());
  const needsLauncher = route.name === 'play' || startedWithGame;
  useEffect(() => {
    if (needsLauncher) warmLauncher();
  }, [needsLauncher]);

  return (
    <div
      className={`mf-games mfg ${isDesktop ? 'mfg--desktop' : 'mfg--mobile'}`}
      onPointerOver={launcher ? undefined : warmLauncher}
      onFocus={launcher ? undefined : warmLauncher}
      onTouchStart={launcher ? undefined : warmLauncher}
    >
      {page}
      {launcher && <launcher.LauncherHost />}
    </div>
  );
}
