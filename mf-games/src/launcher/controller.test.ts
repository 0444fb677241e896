// The controller on its own, for what jsdom's window cannot show: a page that navigates away
// (redirect mode in the LINE browser) and the native app's game view.
import { createMemoryStorage, setNativeOpener, hasNativeOpener } from '@croupier/shared';
import { PLAY_DEVICE_MAP } from '../constants.js';
import { createTestRemoteProps, routeFetch } from '@croupier/shared/testing';
import { createLaunchController, type LaunchController } from './controller.js';
import { IN_PAGE_GAME_KEY } from './in-page-mark.js';
import type { LauncherEnv } from './launch-env.js';
import { LUCKY, MEMBER, ok, siteDetail } from './launcher-test-kit.js';

const LINE_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 Line/14.3.1';

function fakeWindow(userAgent: string) {
  const assigned: string[] = [];
  const win = {
    location: { origin: 'https://site.test', pathname: '/vi', assign: (url: string) => void assigned.push(url) },
    navigator: { userAgent },
    screen: { availWidth: 390, availHeight: 844 },
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    matchMedia: () => ({ matches: false }),
    open: jest.fn(() => null),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window & { open: jest.Mock };
  (win as { top: Window }).top = win;
  return { win, assigned };
}

async function setup(userAgent: string, { isDesktop = false } = {}) {
  const fetch = routeFetch({
    '/member/game/play1': () => ok({ game_url: '/api/provider/slot?token=t1' }),
    '/member/game/leave1': () => ok({ cash: '1.00' }),
  });
  const { props } = await createTestRemoteProps({
    fetch,
    session: MEMBER,
    siteDetail: siteDetail({ GAME_OPEN_MODE: 'modal' }),
    isDesktop,
  });
  const { win, assigned } = fakeWindow(userAgent);
  const env: LauncherEnv = {
    win,
    timers: { setTimeout, clearTimeout, setInterval, clearInterval } as unknown as LauncherEnv['timers'],
    wait: async () => undefined,
    isNativeApp: hasNativeOpener,
  };
  const controller = createLaunchController({ ...props, routePath: '/' }, env);
  return { controller, win, assigned, fetch };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

let controller: LaunchController | null = null;
afterEach(() => {
  controller?.dispose();
  controller = null;
  setNativeOpener(null);
});

it('in the LINE browser on a phone sends the page to the game and marks it for the quit step on return', async () => {
  const s = await setup(LINE_UA);
  controller = s.controller;
  s.controller.launch(LUCKY);
  expect(s.win.open).not.toHaveBeenCalled(); // no popup in LINE
  await until(() => s.assigned.length === 1);
  expect(s.assigned).toEqual(['https://site.test/api/provider/slot?token=t1']);
  expect(s.fetch.calls[0]?.body).toMatchObject({
    lobby_url: 'https://site.test/vi/close',
    device: PLAY_DEVICE_MAP.mobile,
  });
  expect(s.win.sessionStorage.getItem(IN_PAGE_GAME_KEY)).toBe('1');
  expect(s.controller.machine.store.getState()).toMatchObject({ starting: false, games: [] });
});

it('in the native app hands the game to the app, plays as device app, and keeps nothing running', async () => {
  const native = jest.fn();
  setNativeOpener(native);
  const s = await setup('Mozilla/5.0 CroupierApp/android', { isDesktop: true });
  controller = s.controller;
  s.controller.launch(LUCKY);
  await until(() => native.mock.calls.length === 1);
  expect(native).toHaveBeenCalledWith('https://site.test/api/provider/slot?token=t1', 'gameWindow');
  expect(s.fetch.calls[0]?.body).toMatchObject({ device: PLAY_DEVICE_MAP.app });
  expect(s.win.open).not.toHaveBeenCalled();
  // The app's game view cannot be watched: nothing is left "running" to refuse the next launch.
  expect(s.controller.machine.store.getState()).toMatchObject({ starting: false, games: [] });
});
