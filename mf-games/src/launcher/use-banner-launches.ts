// A game banner of mf-promotions' carousel (spec 02 §3 game_link_parameter) arrives as
// BusEvent.gamesLaunchRequested, emitted inside the banner's click: a hall (customized 0) opens
// its provider's list like a hall entry of the lobby; one game launches at once, still inside that
// click (the bus calls listeners synchronously), so its window opens in the user's gesture.
// Heard while mf-games is mounted (games-app.tsx), which it is on the home page with the carousel.
import { BusEvent, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { hallPath } from '../lists/index.js';
import { useLauncher } from './use-launcher.js';

export function useBannerLaunches(): void {
  const { bus, navigate, stores } = useRemoteProps();
  const { launch } = useLauncher();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const gameRoom = useStore(stores.site, (s) => s.detail?.settings.GAME_ROOM === true);

  useEffect(
    () =>
      bus.on(BusEvent.gamesLaunchRequested, ({ game }) => {
        const house = game.house ?? 0;
        if (game.customized === 0) {
          navigate(hallPath({ gp_id: game.gp_id, house, game_type: game.gt_id }, game.gt_id, { isDesktop, gameRoom }));
          return;
        }
        launch({
          gp_id: game.gp_id,
          game_type: game.gt_id,
          game_code: game.game_code ?? '',
          house,
          name: game.gp_gt_name,
        });
      }),
    [bus, navigate, launch, isDesktop, gameRoom],
  );
}
