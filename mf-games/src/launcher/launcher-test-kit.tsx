// Test kit of the launcher: mf-games mounted as the shell mounts it (a parcel with the real bus,
// stores, i18n, query client, api client and realtime over a FakeEcho), a page of buttons that
// launch through useLauncher(), the launcher host, toasts and dialogs. Only the edges stand in:
// the api's fetch (answered from a table, holdable) and window.open (a fake popup).
// Test files using it set IS_REACT_ACT_ENVIRONMENT = false in a beforeAll (toolchain.md).
import {
  browserStorage,
  closeAllPopups,
  dialog,
  toast,
  type DemoGame,
  type LoginSession,
  type RemoteProps,
  type SiteDetail,
  type SiteSettings,
} from '@croupier/shared';
import {
  mountPage,
  ok,
  TEST_MEMBER,
  testSiteDetail,
  type MountedPage,
  type TestRoutes,
} from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';
import { defaultLauncherEnv, type LauncherEnv } from './launch-env.js';
import { launcherFor, resetLauncher } from './launcher-instance.js';
import { setLoadedLauncher, useLoadedLauncher, watchPage } from './launcher-loader.js';
import * as launcherModule from './launcher-module.js';
import type { LaunchTarget } from './types.js';
import { useBannerLaunches } from './use-banner-launches.js';
import { useLauncher } from './use-launcher.js';

export { ok, refused } from '@croupier/shared/testing';

export const MEMBER: LoginSession = TEST_MEMBER;

export const LUCKY: LaunchTarget = {
  id: 11,
  gp_id: 'GPR8',
  game_type: 2,
  game_code: 'r8-lucky',
  house: 0,
  name: 'Lucky Sevens',
};
export const FRUIT: LaunchTarget = {
  id: 12,
  gp_id: 'GPR8',
  game_type: 2,
  game_code: 'r8-fruit',
  house: 0,
  name: 'Fruit Party',
};
export const DEMO_LUCKY: DemoGame = {
  gp_id: 'GPR8',
  game_type: 2,
  game_code: 'r8-lucky',
  house: 0,
  gt_id: 2,
  game_name: { en_US: 'Lucky Sevens', zh_CN: '幸运七' },
  icon_light: '/api/game-art/11.svg',
};
export const HALL: LaunchTarget = { gp_id: 'GPR8', game_type: 2, game_code: '', customized: false, name: 'R8 hall' };

export const siteDetail = (settings: Partial<SiteSettings> = {}, siteName = 'croupier'): SiteDetail =>
  testSiteDetail({ site_name: siteName, settings });

/** A page that launches through the public hook, as the lists do. */
function LaunchButtons() {
  const { launch, launchDemo, busy } = useLauncher();
  return (
    <>
      <button onClick={() => launch(LUCKY)}>Play Lucky Sevens</button>
      <button onClick={() => launch(FRUIT)}>Play Fruit Party</button>
      <button onClick={() => launchDemo(DEMO_LUCKY)}>Demo Lucky Sevens</button>
      <button onClick={() => launch(HALL)}>Open R8 hall</button>
      <output aria-label="Launcher">{busy ? 'busy' : 'idle'}</output>
    </>
  );
}

/** As games-app.tsx hosts the launcher: the carousel's game banners, and the host once loaded. */
function TestRoot({ location }: RemoteProps) {
  useBannerLaunches();
  const launcher = useLoadedLauncher();
  return (
    <>
      {location.pathname === '/play' ? launcher && <launcher.PlayPage /> : <LaunchButtons />}
      {launcher && <launcher.LauncherHost />}
    </>
  );
}

export interface FakePopup {
  url: string;
  name: string;
  features: string | undefined;
  closed: boolean;
  close(): void;
  focus(): void;
  location: { href: string };
}

/** window.open as a browser with popups allowed (or blocked) answers it. */
export function fakeWindowOpen({ blocked = false } = {}) {
  const popups: FakePopup[] = [];
  const spy = jest.spyOn(window, 'open').mockImplementation(((url: string, name: string, features?: string) => {
    if (blocked) return null;
    const popup: FakePopup = {
      url,
      name,
      features,
      closed: false,
      close() {
        this.closed = true;
      },
      focus: () => undefined,
      location: { href: url },
    };
    popups.push(popup);
    return popup as unknown as Window;
  }) as typeof window.open);
  return { popups, spy };
}

export interface MountOptions {
  routes?: TestRoutes;
  /** Holds the answer to `path` back until the promise it returns settles. */
  hold?: (path: string) => Promise<void> | undefined;
  settings?: Partial<SiteSettings>;
  siteName?: string;
  isDesktop?: boolean;
  session?: LoginSession | null;
  pathname?: string;
  /** The session recheck's wait (default: none). */
  wait?: (ms: number) => Promise<void>;
  /** false: the launcher's code has not loaded yet when the page shows (launcher-loader.ts). */
  loaded?: boolean;
}

export type MountedLauncher = MountedPage;

/** Mounts the launcher as loaded already (launcher-loader.ts), unless `loaded: false`. */
export function mountLauncher(opts: MountOptions = {}): Promise<MountedLauncher> {
  const pathname = opts.pathname ?? '/';
  setLoadedLauncher(opts.loaded === false ? null : launcherModule);
  return mountPage((props) => <TestRoot {...props} />, {
    remote: 'mf-games',
    bundles: i18nBundles,
    basePath: '/',
    pathname,
    siteDetail: siteDetail(opts.settings, opts.siteName),
    routes: {
      '/member/game/play1': () => ok({ game_url: '/api/provider/slot?token=t1' }),
      '/member/game/leave1': () => ok({ cash: '100.00' }),
      '/demo/play': () => ok({ game_url: '/api/provider/slot?token=demo1' }),
      ...opts.routes,
    },
    ...(opts.hold ? { hold: opts.hold } : {}),
    ...(opts.isDesktop === undefined ? {} : { isDesktop: opts.isDesktop }),
    ...(opts.session === null ? {} : { session: opts.session ?? MEMBER }),
    // The page's controller, made here so the session recheck does not really wait 2 s; not yet
    // loaded, the page has none, and hears the wallet's transfer-back as games-app.tsx does.
    beforeMount: (props) =>
      opts.loaded === false
        ? watchPage(props)
        : void launcherFor(
            { ...props, routePath: pathname },
            { ...defaultTestEnv(), wait: opts.wait ?? (async () => undefined) },
          ),
  });
}

/** The real environment with waits skipped and no native app around. */
function defaultTestEnv(): LauncherEnv {
  return { ...defaultLauncherEnv(), wait: async () => undefined, isNativeApp: () => false };
}

/** A promise with its resolve exposed, to hold a fake answer back. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Everything a test left behind: the page's controller, popups, storage, toasts, dialogs. */
export async function cleanUp(mounted: MountedLauncher | null) {
  await mounted?.unmount();
  resetLauncher();
  setLoadedLauncher(null);
  closeAllPopups();
  dialog.dismissAll();
  toast.clear();
  browserStorage('local').clear();
  browserStorage('session').clear();
  jest.restoreAllMocks();
}

/** The texts of the toasts on screen. */
export const toastTexts = () =>
  [...document.querySelectorAll('.cr-toasts [role=alert], .cr-toasts [role=status]')].map((el) => el.textContent);
