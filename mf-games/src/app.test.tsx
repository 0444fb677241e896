import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote, routeFetch, TEST_MEMBER } from '@croupier/shared/testing';
import remote from './app.js';
import { IN_PAGE_GAME_KEY } from './launcher/in-page-mark.js';
import { setLoadedLauncher, useLoadedLauncher } from './launcher/launcher-loader.js';
import { resetLauncher } from './launcher/launcher-instance.js';
import { group, hall, ok, siteDetail } from './lists/test-kit.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const fetch = routeFetch({
  '/v3/game_list': () =>
    ok([
      group(2, 'Slots', [hall('GPR8', 'R8 Games')]),
      group(3, 'Live casino', [hall('GPAG', 'AG Live', { game_type: 3 })]),
    ]),
  '/v2/get_template_game_list': () => ok({ info: [] }),
  '/v2/get_tag_game_list': () => ok({ info: [] }),
  '/v2/get_jackpot': () => ok({ jackpot_amount_total: '0' }),
  '/demo/gt_games': () => ok({ list: [] }),
  '/member/game/leave1': () => ok({ cash: '100.00' }),
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
    expect(screen.getByRole('link', { name: 'AG Live' })).toHaveAttribute(
      'href',
      '/slotgame?gt_id=3&gp_id=GPAG&house=0',
    );

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});

describe("mf-games' launcher loads on intent, not with the page (launcher/launcher-loader.ts)", () => {
  afterEach(() => {
    resetLauncher();
    setLoadedLauncher(null);
    sessionStorage.clear();
  });

  /** What React would render with: the launcher module once it has loaded. */
  let seen: ReturnType<typeof useLoadedLauncher> = null;
  const loaded = () => seen;
  function Watch() {
    seen = useLoadedLauncher();
    return null;
  }

  it('is not loaded by the home page alone, and loads when a pointer first comes over mf-games', async () => {
    render(<Watch />);
    const mounted = await mountRemote(remote, { basePath: '/', pathname: '/', fetch, siteDetail: siteDetail() });
    const bar = await screen.findByRole('link', { name: 'Live casino' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded()).toBeNull();

    fireEvent.pointerOver(bar);
    await waitFor(() => expect(loaded()).not.toBeNull());
    await mounted.unmount();
  });

  it("runs a game's quit step after a reload with the game in the page, with no click (leave1)", async () => {
    sessionStorage.setItem(IN_PAGE_GAME_KEY, '1');
    const calls: string[] = [];
    const recording = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new URL(String(input), 'http://localhost').pathname);
      return fetch(input, init);
    }) as typeof fetch;
    const mounted = await mountRemote(remote, {
      basePath: '/',
      pathname: '/',
      fetch: recording,
      siteDetail: siteDetail(),
      session: TEST_MEMBER,
    });
    await waitFor(() => expect(calls.filter((path) => path.endsWith('/member/game/leave1'))).toHaveLength(1));
    expect(sessionStorage.getItem(IN_PAGE_GAME_KEY)).toBeNull();
    await mounted.unmount();
  });
});
