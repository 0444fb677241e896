import { screen } from '@testing-library/react';
import { CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote, routeFetch } from '@croupier/shared/testing';
import remote from './app.js';
import { group, hall, ok, siteDetail } from './lists/test-kit.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const fetch = routeFetch({
  '/v3/game_list': () => ok([group(2, 'Slots', [hall('GPR8', 'R8 Games')]), group(3, 'Live casino', [hall('GPAG', 'AG Live', { game_type: 3 })])]),
  '/v2/get_template_game_list': () => ok({ info: [] }),
  '/v2/get_tag_game_list': () => ok({ info: [] }),
  '/v2/get_jackpot': () => ok({ jackpot_amount_total: '0' }),
  '/demo/gt_games': () => ok({ list: [] }),
});

describe("mf-games './app'", () => {
  it('is a RemoteModule built against this contract', () => {
    expect(remote.remoteName).toBe('mf-games');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });

  it('mounts as a parcel, follows the location the shell passes, and unmounts', async () => {
    const mounted = await mountRemote(remote, { basePath: '/', pathname: '/', fetch, siteDetail: siteDetail() });
    // Home: the game-type bar from /v3/game_list.
    expect(await screen.findByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/gameHall/3');
    expect(screen.queryByRole('heading', { level: 2, name: 'Live casino' })).not.toBeInTheDocument();

    await mounted.goTo('/gameHall/3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Live casino' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AG Live' })).toHaveAttribute('href', '/slotgame?gt_id=3&gp_id=GPAG&house=0');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
