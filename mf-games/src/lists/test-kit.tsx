// Test kit of the lists: mounts mf-games' root (GamesApp, with the real launcher) the way the
// shell does — a parcel with the real bus, stores, i18n, query client and api client — at a path
// and query, with only the api's edge answered from a table, and navigate() moving the parcel.
// Test files using it set IS_REACT_ACT_ENVIRONMENT = false in a beforeAll (a parcel's mount
// awaited inside act() deadlocks, toolchain.md).
import { mountRootParcel } from 'single-spa';
import {
  CONTRACT_VERSION,
  DialogHost,
  ToastHost,
  type GameEntry,
  type GameTypeGroup,
  type LoginSession,
  type RemoteProps,
  type SiteDetail,
  type SiteSettings,
} from '@croupier/shared';
import { defineRemote } from '@croupier/shared/remote';
import { createTestRemoteProps, routeFetch, testSiteDetail } from '@croupier/shared/testing';
import { GamesApp } from '../games-app.js';
import { i18nBundles } from '../i18n.js';

export const SITE_ID = '1';

export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message: string) => ({ code, message, data: null });

export const MEMBER: LoginSession = {
  token: 'tok-member',
  member_id: 7,
  member_account: 'player01',
  member_currency: 'USD',
  member_type: 1,
  site_id: SITE_ID,
};

let nextId = 1000;
/** A game (customized) of the slot type unless told otherwise. */
export function game(overrides: Partial<GameEntry> = {}): GameEntry {
  const id = overrides.id ?? nextId++;
  return {
    id,
    gp_id: 'GPR8',
    gp_name: 'R8 Games',
    gp_gt_name: 'R8 Slots',
    game_type: 2,
    game_code: `r8-${id}`,
    game_name: `Game ${id}`,
    house: 0,
    customized: true,
    icon_light: `/api/game-art/${id}.svg`,
    member_favorite: 0,
    tag: '',
    ...overrides,
  };
}

/** A provider's hall entry (customized false): it opens the provider's list. */
export function hall(gp_id: string, gp_name: string, overrides: Partial<GameEntry> = {}): GameEntry {
  return game({
    gp_id,
    gp_name,
    game_code: 'lobby',
    game_name: gp_name,
    customized: false,
    icon_light: `/api/provider-logo/${gp_id}.svg`,
    ...overrides,
  });
}

export function group(gt_id: number, gt_name: string, gp_list: GameEntry[]): GameTypeGroup {
  return {
    gt_id,
    gt_name,
    gt_icon: `/api/game-type-icon/${gt_id}.svg`,
    gt_icon_active: `/api/game-type-icon/${gt_id}.svg?active=1`,
    gp_list,
  };
}

export const siteDetail = (settings: Partial<SiteSettings> = {}): SiteDetail =>
  testSiteDetail({ site_id: SITE_ID, settings: { LANGUAGE: 'en_US,zh_CN', ...settings } });

type Route = (body: unknown) => unknown;

/** What the other parts of the page ask for, answered plainly so they stay quiet. */
const QUIET_ROUTES: Record<string, Route> = {
  '/v3/game_list': () => ok([]),
  '/v2/get_template_game_list': () => ok({ info: [] }),
  '/v2/get_tag_game_list': () => ok({ info: [] }),
  '/v2/game_label': () => ok({ list: [], main: [] }),
  '/arks/web/member-games/last-playing-game': () => ok({ list: [] }),
  '/arks/web/member-games/favorite/store': () => ok(null),
  '/v2/get_jackpot': () => ok({ jackpot_amount_total: '1234567.89' }),
  '/demo/gt_games': () => ok({ list: [] }),
  '/member/game/play1': () => ok({ game_url: '/api/provider/slot?token=t' }),
  '/member/game/leave1': () => ok({ cash: '0.00' }),
};

export interface MountGamesOptions {
  /** Path and query, e.g. '/slotgame?gt_id=2&gp_id=GPR8&house=0'. */
  at?: string;
  routes?: Record<string, Route>;
  session?: LoginSession;
  isDesktop?: boolean;
  language?: string;
  settings?: Partial<SiteSettings>;
  /** Holds an answer back: the call to `path` waits for the promise returned (if any). */
  hold?: (path: string) => Promise<void> | undefined;
}

const split = (to: string) => {
  const url = new URL(to, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: '' };
};

export async function mountGames(opts: MountGamesOptions = {}) {
  const routed = routeFetch({ ...QUIET_ROUTES, ...opts.routes });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    await opts.hold?.(path);
    return routed(input, init);
  }) as typeof globalThis.fetch;
  const test = await createTestRemoteProps({
    basePath: '/',
    fetch,
    siteDetail: siteDetail(opts.settings),
    ...(opts.language ? { language: opts.language } : {}),
    ...(opts.isDesktop === undefined ? {} : { isDesktop: opts.isDesktop }),
    ...(opts.session ? { session: opts.session } : {}),
  });
  // The page's currency, as the shell sets it.
  test.props.stores.ui.getState().setCurrency(opts.session?.member_currency ?? 'USD');

  const remote = defineRemote({
    name: 'mf-games',
    sharedContract: CONTRACT_VERSION,
    rootComponent: (props: RemoteProps) => (
      <>
        <GamesApp location={props.location} />
        <ToastHost />
        <DialogHost />
      </>
    ),
    i18n: i18nBundles,
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const navigations: string[] = [];
  let current = split(opts.at ?? '/');
  // eslint-disable-next-line prefer-const -- the props refer to the parcel that they mount
  let parcel: ReturnType<typeof mountRootParcel>;
  const propsAt = (): RemoteProps & { domElement: HTMLElement } => ({
    ...test.props,
    location: current,
    navigate,
    domElement,
  });
  function navigate(to: string) {
    navigations.push(to);
    current = split(to);
    void parcel.update?.(propsAt());
  }
  parcel = mountRootParcel(remote, propsAt());
  await parcel.mountPromise;

  return {
    props: test.props,
    calls: routed.calls,
    /** The bodies sent to one path, in order. */
    bodiesTo: (path: string) => routed.calls.filter((c) => c.path === path).map((c) => c.body),
    navigations,
    goTo: async (to: string) => {
      current = split(to);
      await parcel.update?.(propsAt());
    },
    unmount: async () => {
      await parcel.unmount();
      domElement.remove();
    },
  };
}
