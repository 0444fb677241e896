// The launcher as a page uses it: buttons calling useLauncher(), the host, toasts and dialogs,
// the api answered at the fetch edge and window.open answered by a fake popup.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, POPUP_WINDOW } from '@croupier/shared';
import { GAME_WINDOW_POLL_MS } from '../constants.js';
import { gamesKeys } from '../query-keys.js';
import { IN_PAGE_GAME_KEY } from './in-page-mark.js';
import {
  MEMBER,
  cleanUp,
  deferred,
  fakeWindowOpen,
  mountLauncher,
  ok,
  refused,
  toastTexts,
  type MountOptions,
  type MountedLauncher,
} from './launcher-test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedLauncher | null = null;
afterEach(async () => {
  await cleanUp(mounted);
  mounted = null;
  jest.useRealTimers();
});

/**
 * The game windows' poll on jest's clock: only setInterval and clearInterval are faked, so the
 * page's time-outs, user-event and waitFor keep real time.
 */
const pollOnJestClock = () =>
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });

async function mount(opts: MountOptions = {}) {
  mounted = await mountLauncher(opts);
  return { ...mounted, user: userEvent.setup() };
}

const play = (name = 'Play Lucky Sevens') => screen.getByRole('button', { name });
const status = () => screen.getByRole('status', { name: 'Launcher' });
const SLOT_URL = 'http://localhost/api/provider/slot?token=t1';

describe('login and site rules (spec 02 §5)', () => {
  it('asks a guest to log in; confirming opens the login modal, and nothing is launched', async () => {
    const { popups } = fakeWindowOpen();
    const { user, props, calls } = await mount({ session: null });
    const openLogin = jest.fn();
    props.bus.on(BusEvent.openLogin, openLogin);

    await user.click(play());
    const question = await screen.findByRole('dialog', { name: 'Please log in to play this game.' });
    await user.click(within(question).getByRole('button', { name: 'Log in' }));

    expect(openLogin).toHaveBeenCalledWith({});
    expect(popups).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('does nothing more when the guest cancels', async () => {
    const { user, props } = await mount({ session: null });
    const openLogin = jest.fn();
    props.bus.on(BusEvent.openLogin, openLogin);
    await user.click(play());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('ignores a real launch on a demo site (the shell says why)', async () => {
    const { popups } = fakeWindowOpen();
    const { user, props, calls } = await mount({ settings: { IS_DEMO: true } });
    const blocked = jest.fn();
    props.bus.on(BusEvent.realActionBlocked, blocked);
    await user.click(play());
    expect(blocked).toHaveBeenCalledWith({ action: 'game' });
    expect(popups).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('tells everyone the closed site is closed, demo play included', async () => {
    const { user, calls } = await mount({ siteName: 'r88' });
    await user.click(play());
    await user.click(play('Demo Lucky Sevens'));
    await waitFor(() => expect(toastTexts()).toEqual(['This site has closed. Thank you for your support. 2']));
    expect(calls).toHaveLength(0);
  });

  it('leaves a hall entry to the page (it is a list, not a game)', async () => {
    const { popups } = fakeWindowOpen();
    const { user, calls } = await mount();
    await user.click(play('Open R8 hall'));
    expect(popups).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('rechecks a half-stored session after the wait, then logs out', async () => {
    const { popups } = fakeWindowOpen();
    const waits: number[] = [];
    const { user, props, calls } = await mount({ session: null, wait: async (ms) => void waits.push(ms) });
    props.stores.session.getState().setToken('tok-orphan'); // a token without a member
    const logout = jest.fn();
    props.bus.on(BusEvent.logoutRequested, logout);

    await user.click(play());

    await waitFor(() => expect(logout).toHaveBeenCalledWith({ reason: 'unauthorized' }));
    expect(waits).toEqual([2000]);
    expect(popups[0]?.closed).toBe(true);
    expect(calls).toHaveLength(0);
    expect(status()).toHaveTextContent('idle');
  });

  it('goes on when the session has become whole by the recheck', async () => {
    fakeWindowOpen();
    let props: MountedLauncher['props'] | null = null;
    const m = await mount({
      session: null,
      wait: async () => void props?.stores.session.getState().setSession(MEMBER),
    });
    props = m.props;
    m.props.stores.session.getState().setToken('tok-7');
    await m.user.click(play());
    await waitFor(() => expect(m.bodiesTo('/member/game/play1')).toHaveLength(1));
  });
});

describe('window mode', () => {
  it('opens /loading in the click, asks play1, sends the window to the game, and on close leaves', async () => {
    const { popups } = fakeWindowOpen();
    const held = deferred();
    const { user, bodiesTo, props, echo } = await mount({
      hold: (path) => (path === '/member/game/play1' ? held.promise : undefined),
    });
    props.queryClient.setQueryData(gamesKeys.lastPlaying(7), { list: [] });

    await user.click(play());
    // Still in the click's turn, before play1 has answered:
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ url: '/loading', name: 'gameWindow:GPR8|2|r8-lucky' });
    expect(popups[0]?.features).toContain(`width=${POPUP_WINDOW.width},height=${POPUP_WINDOW.height}`);
    expect(status()).toHaveTextContent('busy');

    held.resolve();
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    expect(bodiesTo('/member/game/play1')).toEqual([
      { gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky', lobby_url: 'http://localhost/close', device: 0 },
    ]);
    expect(status()).toHaveTextContent('idle');
    expect(props.queryClient.getQueryState(gamesKeys.lastPlaying(7))?.isInvalidated).toBe(true);

    popups[0]?.close(); // the member closes the game window; the poll notices
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
    expect(status()).toHaveTextContent('busy'); // quitting until the money has moved
    await waitFor(() => expect(echo().joined()).toContain('private-member.7'));
    echo().deliver('private-member.7', 'member.cash', { cash: '100.00' });
    await waitFor(() => expect(status()).toHaveTextContent('idle'));
  });

  it('refuses a second launch while the first is starting, with its message', async () => {
    const { popups } = fakeWindowOpen();
    const held = deferred();
    const { user, bodiesTo } = await mount({
      hold: (path) => (path === '/member/game/play1' ? held.promise : undefined),
    });
    await user.click(play());
    await user.click(play('Play Fruit Party'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A game is starting. Please wait.');
    expect(popups).toHaveLength(1);
    held.resolve();
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    expect(bodiesTo('/member/game/play1')).toHaveLength(1);
  });

  it('refuses the same game while its window is open; on desktop another game opens in its own window', async () => {
    const { popups } = fakeWindowOpen();
    const { user, bodiesTo } = await mount();
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));

    await user.click(play());
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is already open.');
    expect(bodiesTo('/member/game/play1')).toHaveLength(1);

    await user.click(play('Play Fruit Party'));
    await waitFor(() => expect(bodiesTo('/member/game/play1')).toHaveLength(2));
    expect(popups.map((p) => p.name)).toEqual(['gameWindow:GPR8|2|r8-lucky', 'gameWindow:GPR8|2|r8-fruit']);
    await waitFor(() => expect(popups[1]?.location.href).toBe(SLOT_URL));
    expect(popups[0]?.closed).toBe(false); // the first game keeps its window
    expect(bodiesTo('/member/game/leave1')).toHaveLength(0);
  });

  it('with two game windows, closing one ends only its game; leave1 waits for the last', async () => {
    const { popups } = fakeWindowOpen();
    const { user, bodiesTo } = await mount();
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    await user.click(play('Play Fruit Party'));
    await waitFor(() => expect(popups[1]?.location.href).toBe(SLOT_URL));

    popups[0]?.close(); // the poll ends Lucky Sevens; Fruit Party plays on
    await user.click(play());
    await waitFor(() => expect(bodiesTo('/member/game/play1')).toHaveLength(3)); // no longer a duplicate
    await user.click(play('Play Fruit Party'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is already open.');
    expect(bodiesTo('/member/game/leave1')).toHaveLength(0);

    popups[1]?.close();
    popups[2]?.close();
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it("a game window's lobby button (/close, games:quit-requested with its name) ends that game only", async () => {
    const { popups } = fakeWindowOpen();
    const { user, props, bodiesTo } = await mount();
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    await user.click(play('Play Fruit Party'));
    await waitFor(() => expect(popups[1]?.location.href).toBe(SLOT_URL));

    props.bus.emit(BusEvent.gamesQuitRequested, { windowType: 'gameWindow', windowName: 'gameWindow:GPR8|2|r8-fruit' });
    await user.click(play('Play Fruit Party')); // ended: launches again
    await waitFor(() => expect(bodiesTo('/member/game/play1')).toHaveLength(3));
    await user.click(play());
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is already open.');
    expect(bodiesTo('/member/game/leave1')).toHaveLength(0);
  });

  it('on a phone refuses a second game while one runs', async () => {
    const { popups } = fakeWindowOpen();
    const { user, bodiesTo } = await mount({ isDesktop: false });
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    await user.click(play('Play Fruit Party'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are already playing a game. Close it before starting another.',
    );
    expect(bodiesTo('/member/game/play1')).toHaveLength(1);
  });

  it('refuses while the last game is quitting', async () => {
    const { popups } = fakeWindowOpen();
    const held = deferred();
    const { user, bodiesTo } = await mount({
      hold: (path) => (path === '/member/game/leave1' ? held.promise : undefined),
    });
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    popups[0]?.close();
    await user.click(play('Play Fruit Party')); // closed window noticed at once: the quit step starts
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last game is closing. Please wait a moment.');
    held.resolve();
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it('refuses while the wallet transfers back (one_key_waiting)', async () => {
    const { popups } = fakeWindowOpen();
    const { user, props, calls } = await mount();
    props.bus.emit(BusEvent.walletTransferBack, { running: true });
    await user.click(play());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your balances are being transferred back. Please wait.',
    );
    expect(popups).toHaveLength(0);
    expect(calls).toHaveLength(0);
    props.bus.emit(BusEvent.walletTransferBack, { running: false });
    await user.click(play());
    expect(popups).toHaveLength(1);
  });

  it('tells the wallet when starting and quitting change', async () => {
    const { popups } = fakeWindowOpen();
    const { user, props } = await mount();
    const states: unknown[] = [];
    props.bus.on(BusEvent.gamesLaunchState, (s) => states.push(s));
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    popups[0]?.close();
    await waitFor(() => expect(states).toContainEqual({ starting: false, quitting: true }));
    expect(states[0]).toEqual({ starting: true, quitting: false });
  });

  it('says so when the browser blocks the window, and stays idle', async () => {
    fakeWindowOpen({ blocked: true });
    const { user, calls } = await mount();
    await user.click(play());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the game window.');
    expect(calls).toHaveLength(0);
    expect(status()).toHaveTextContent('idle');
  });

  it('waits for game.url when play1 gives no URL, then sends the window there', async () => {
    const { popups } = fakeWindowOpen();
    const { user, echo } = await mount({ routes: { '/member/game/play1': () => ok({}) } });
    await waitFor(() => expect(echo().joined()).toContain('private-member.7'));
    await user.click(play());
    await waitFor(() => expect(status()).toHaveTextContent('busy'));
    echo().deliver('private-member.7', 'game.url', { url: 'https://games.example/ws-launch?t=9' });
    await waitFor(() => expect(popups[0]?.location.href).toBe('https://games.example/ws-launch?t=9'));
    expect(status()).toHaveTextContent('idle');
  });
});

describe('play1 failures (spec 02 §8)', () => {
  it('203: closes the window, opens the maintenance dialog with the times; customer service is one click away', async () => {
    const { popups } = fakeWindowOpen();
    const interval = { start: '2030-05-01 02:00:00', end: '2030-05-01 06:00:00' };
    const { user, props } = await mount({
      routes: { '/member/game/play1': () => refused(203, 'maintenance', { maintain_interval: interval }) },
    });
    const cs = jest.fn();
    props.bus.on(BusEvent.customerServiceRequested, cs);

    await user.click(play());
    const box = await screen.findByRole('dialog', { name: 'Under maintenance' });
    expect(box).toHaveAccessibleDescription(
      'This game is under maintenance from 2030-05-01 02:00:00 to 2030-05-01 06:00:00.',
    );
    expect(popups[0]?.closed).toBe(true);
    expect(status()).toHaveTextContent('idle');

    await user.click(within(box).getByRole('button', { name: 'Customer service' }));
    expect(cs).toHaveBeenCalledWith({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('203 without times shows the generic text', async () => {
    fakeWindowOpen();
    const { user } = await mount({
      routes: {
        '/member/game/play1': () => refused(203, 'maintenance', { maintain_interval: { start: null, end: null } }),
      },
    });
    await user.click(play());
    const box = await screen.findByRole('dialog', { name: 'Under maintenance' });
    expect(box).toHaveAccessibleDescription('This game is under maintenance. Please try again later.');
    await user.click(within(box).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', () => refused(105, 'Your wallet is locked'), 'Your wallet is locked'],
    ['pg.start_failed without one', () => refused(999), 'The game could not be started. Please try again.'],
  ])('another code closes the window, resets and shows %s', async (_what, answer, text) => {
    const { popups } = fakeWindowOpen();
    const { user } = await mount({ routes: { '/member/game/play1': answer } });
    await user.click(play());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(popups[0]?.closed).toBe(true);
    expect(status()).toHaveTextContent('idle');
    await user.click(play()); // not stuck
    expect(popups).toHaveLength(2);
  });

  it('a network failure shows the common network message', async () => {
    fakeWindowOpen();
    const { user } = await mount({
      routes: {
        '/member/game/play1': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.click(play());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please check your connection');
  });
});

describe('modal mode', () => {
  it('shows the game in an accessible dialog; Escape ends it and leaves', async () => {
    const { popups } = fakeWindowOpen();
    const { user, bodiesTo } = await mount({ settings: { GAME_OPEN_MODE: 'modal' } });
    await user.click(play());
    const box = await screen.findByRole('dialog', { name: 'Lucky Sevens' });
    expect(within(box).getByTitle('Game: Lucky Sevens')).toHaveAttribute('src', SLOT_URL);
    expect(popups).toHaveLength(0);
    expect(bodiesTo('/member/game/play1')[0]).toMatchObject({ lobby_url: 'http://localhost/close?type=gameWindow' });
    expect(sessionStorage.getItem(IN_PAGE_GAME_KEY)).toBe('1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
    expect(sessionStorage.getItem(IN_PAGE_GAME_KEY)).toBeNull();
  });

  it('closes on Escape pressed inside the game (focus is in the frame)', async () => {
    const { user, bodiesTo } = await mount({ settings: { GAME_OPEN_MODE: 'modal' } });
    await user.click(play());
    const frame = within(await screen.findByRole('dialog', { name: 'Lucky Sevens' })).getByTitle(
      'Game: Lucky Sevens',
    ) as HTMLIFrameElement;
    fireEvent.load(frame);
    frame.contentWindow?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it("ends when the game's lobby button reaches /close (games:quit-requested)", async () => {
    const { user, props, bodiesTo } = await mount({
      settings: { GAME_OPEN_RULES: [{ gp_id: 'GPR8', mode: 'modal' }] },
    });
    await user.click(play());
    await screen.findByRole('dialog', { name: 'Lucky Sevens' });
    props.bus.emit(BusEvent.gamesQuitRequested, { windowType: 'gameWindow' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it('is forced to a window at phone width even when the brand says modal', async () => {
    const { popups } = fakeWindowOpen();
    const { user } = await mount({ settings: { GAME_OPEN_MODE: 'modal' }, isDesktop: false });
    await user.click(play());
    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  it('ends a modal game without a leave call (the session is gone)', async () => {
    const { user, props, calls } = await mount({ settings: { GAME_OPEN_MODE: 'modal' } });
    await user.click(play());
    await screen.findByRole('dialog', { name: 'Lucky Sevens' });
    props.stores.session.getState().clear();
    props.bus.emit(BusEvent.loggedOut, { reason: 'user' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => c.path)).toEqual(['/member/game/play1']);
  });
});

describe('page mode (/play)', () => {
  it('goes to /play, shows the game full size; leaving /play ends it and leaves', async () => {
    const { user, navigations, goTo, bodiesTo } = await mount({ settings: { GAME_OPEN_MODE: 'page' } });
    await user.click(play());
    await waitFor(() => expect(navigations).toEqual([{ to: '/play' }]));

    await goTo('/play');
    const region = await screen.findByRole('region', { name: 'Game screen' });
    expect(within(region).getByRole('heading', { name: 'Lucky Sevens' })).toBeInTheDocument();
    expect(within(region).getByTitle('Game: Lucky Sevens')).toHaveAttribute('src', SLOT_URL);

    await goTo('/');
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it('its exit button ends the game and returns to /', async () => {
    const { user, navigations, goTo, bodiesTo } = await mount({ settings: { GAME_OPEN_MODE: 'page' } });
    await user.click(play());
    await waitFor(() => expect(navigations).toHaveLength(1));
    await goTo('/play');
    await user.click(await screen.findByRole('button', { name: 'Exit game' }));
    await waitFor(() => expect(navigations.at(-1)).toEqual({ to: '/', options: { replace: true } }));
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
  });

  it('without a game (a reload) returns to / at once', async () => {
    const { navigations } = await mount({ pathname: '/play' });
    await waitFor(() => expect(navigations).toEqual([{ to: '/', options: { replace: true } }]));
  });
});

describe('demo play', () => {
  it('needs no login, calls /demo/play, and closing the window calls no leave', async () => {
    pollOnJestClock();
    const { popups } = fakeWindowOpen();
    const { user, bodiesTo, calls } = await mount({ session: null });
    await user.click(play('Demo Lucky Sevens'));
    await waitFor(() => expect(popups[0]?.location.href).toBe('http://localhost/api/provider/slot?token=demo1'));
    expect(bodiesTo('/demo/play')).toEqual([
      { site_id: '1', currency: 'USD', device: 0, gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky', house: 0 },
    ]);
    popups[0]?.close();
    await waitFor(() => expect(status()).toHaveTextContent('idle'));
    expect(jest.getTimerCount()).toBe(1); // the poll of the open window
    jest.advanceTimersByTime(GAME_WINDOW_POLL_MS);
    expect(jest.getTimerCount()).toBe(0); // it saw the window closed and ended the game
    await new Promise((r) => setTimeout(r, 0)); // a leave1 would be under way by now
    expect(calls.map((c) => c.path)).toEqual(['/demo/play']);
  });

  it('shows the server message when demo play is refused', async () => {
    fakeWindowOpen();
    const { user } = await mount({ session: null, routes: { '/demo/play': () => refused(101, 'Demo is closed') } });
    await user.click(play('Demo Lucky Sevens'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo is closed');
  });
});

describe('private channel events', () => {
  it('forward_game.status 957 says transfers are disabled; other codes say nothing', async () => {
    const { echo } = await mount();
    await waitFor(() => expect(echo().joined()).toContain('private-member.7'));
    echo().deliver('private-member.7', 'forward_game.status', { code: 100 });
    echo().deliver('private-member.7', 'forward_game.status', { code: 957 });
    await waitFor(() => expect(toastTexts()).toEqual(['Transfers to games are disabled at the moment.']));
  });
});

describe('a game that outlived its page', () => {
  it('runs the quit step when the page starts again after a reload or a redirect', async () => {
    sessionStorage.setItem(IN_PAGE_GAME_KEY, '1');
    const { bodiesTo } = await mount();
    await waitFor(() => expect(bodiesTo('/member/game/leave1')).toHaveLength(1));
    expect(sessionStorage.getItem(IN_PAGE_GAME_KEY)).toBeNull();
  });
});

describe('a launch before the launcher has loaded (launcher-loader.ts)', () => {
  it("opens a member's game window inside the click, then plays the game in it once the code is in", async () => {
    const { popups } = fakeWindowOpen();
    const { bodiesTo } = await mount({ loaded: false });

    fireEvent.click(play());
    // Still inside the click's task: the window a pop-up blocker allows.
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ url: '/loading', name: 'gameWindow:GPR8|2|r8-lucky' });
    expect(bodiesTo('/member/game/play1')).toHaveLength(0);

    await waitFor(() => expect(popups[0]?.location.href).toBe(SLOT_URL));
    expect(bodiesTo('/member/game/play1')).toHaveLength(1);
    expect(popups).toHaveLength(1);
  });

  it('opens no window for a guest, and asks them to log in once the code is in', async () => {
    const { popups } = fakeWindowOpen();
    await mount({ loaded: false, session: null });

    fireEvent.click(play());
    expect(popups).toHaveLength(0);
    expect(await screen.findByRole('dialog', { name: 'Please log in to play this game.' })).toBeInTheDocument();
    expect(popups).toHaveLength(0);
  });

  it('tells a loss limit reached at once, the launcher loading for it, once', async () => {
    const { props } = await mount({ loaded: false });
    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'loss_limit', period: 'day' });
    await waitFor(() => expect(toastTexts()).toEqual(['You have reached your daily loss limit.']));
    // The controller now hears the bus itself: the next notice is told once too.
    props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'session_limit' });
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    expect(toastTexts()).toEqual([
      'You have reached your daily loss limit.',
      'You have reached your session time limit.',
    ]);
  });

  it('closes the window it opened when the launch is refused (the wallet is transferring back)', async () => {
    const { popups } = fakeWindowOpen();
    const { props } = await mount({ loaded: false });
    props.bus.emit(BusEvent.walletTransferBack, { running: true });

    fireEvent.click(play());
    expect(popups).toHaveLength(1);
    await waitFor(() => expect(popups[0]?.closed).toBe(true));
    await waitFor(() => expect(toastTexts()).toContain('Your balances are being transferred back. Please wait.'));
  });
});
