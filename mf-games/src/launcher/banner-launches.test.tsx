// The carousel's game banners (BusEvent.gamesLaunchRequested from mf-promotions): one game
// launches inside the emitting click (its window opens before emit returns), a hall opens its
// provider's list.
import { waitFor } from '@testing-library/react';
import { BusEvent, type GameLinkParameter } from '@croupier/shared';
import { cleanUp, fakeWindowOpen, mountLauncher, type MountedLauncher } from './launcher-test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedLauncher | null = null;
/** The parcel mounted; its listeners (effects) are on after the next task. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(async () => {
  await cleanUp(mounted);
  mounted = null;
});

const GAME: GameLinkParameter = {
  currency: 'INR',
  gt_id: 2,
  gp_id: 'GPR8',
  gp_gt_name: 'R8 Slots',
  customized: 1,
  game_code: 'r8-lucky',
  house: 0,
};

describe('game banners', () => {
  it('launches one game synchronously in the banner click: the window is open when emit returns', async () => {
    const { popups } = fakeWindowOpen();
    mounted = await mountLauncher({ isDesktop: false });
    await settled();

    mounted.props.bus.emit(BusEvent.gamesLaunchRequested, { game: GAME });

    expect(popups).toHaveLength(1);
    await waitFor(() => expect(popups[0]!.location.href).toBe('http://localhost/api/provider/slot?token=t1'));
    expect(mounted.bodiesTo('/member/game/play1')).toEqual([
      expect.objectContaining({ gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' }),
    ]);
    expect(mounted.navigatedTo()).toEqual([]);
  });

  it("opens a hall banner's provider list instead of launching", async () => {
    const { popups } = fakeWindowOpen();
    mounted = await mountLauncher();
    await settled();

    mounted.props.bus.emit(BusEvent.gamesLaunchRequested, {
      game: { ...GAME, customized: 0, game_code: '', house: 1 },
    });

    expect(mounted.navigatedTo()).toEqual(['/slotgame?gt_id=2&gp_id=GPR8&house=1']);
    expect(popups).toHaveLength(0);
    expect(mounted.calls).toHaveLength(0);
  });

  it('stops listening when mf-games unmounts', async () => {
    const { popups } = fakeWindowOpen();
    mounted = await mountLauncher({ isDesktop: false });
    await settled();
    const { bus } = mounted.props;
    await mounted.unmount();

    bus.emit(BusEvent.gamesLaunchRequested, { game: GAME });
    expect(popups).toHaveLength(0);
  });
});
