// Test kit of the promotions pages and the daily sign-in: mounts a page the way the shell mounts
// this remote (shared mountPage: a parcel with the real bus, stores, i18n, query client, api client
// and realtime), with only the api's edge answered from a table. pageTests() sets up a test file's
// hooks and hands back the mount.
import type { ReactNode } from 'react';
import type { LoginSession, PromotionCard, PromotionDetail, RemoteProps, SigninDay, SigninInfo, SiteSettings } from '@croupier/shared';
import { mountPage, ok, TEST_MEMBER, testMemberLayout, testSiteDetail, type MountPageOptions, type TestRoutes } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export { ok, refused } from '@croupier/shared/testing';

export const MEMBER: LoginSession = TEST_MEMBER;

export const card = (over: Partial<PromotionCard> = {}): PromotionCard => ({
  id: 1,
  category_id: 1,
  title: 'Welcome bonus',
  summary: 'A gift for new members',
  picture: '/pictures/welcome.png',
  start_at: '2026-01-01 00:00:00',
  end_at: '2026-12-31 23:59:59',
  apply_type: 0,
  ...over,
});

export const detail = (over: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...card(),
  content: '<p>Deposit and play.</p>',
  bonus: '0.00',
  status: 'none',
  ...over,
});

const DAY_STATES: SigninDay['state'][] = ['is_signin_true', 'is_signin_true', 'click_signin', 'is_signin_noopen', 'is_signin_noopen', 'is_signin_noopen', 'is_signin_noopen'];

export const signinInfo = (over: Partial<SigninInfo> = {}): SigninInfo => ({
  state: 'click_signin',
  streak: 2,
  start_date: '2026-11-23',
  end_date: null,
  days: DAY_STATES.map((state, i) => ({ day: i + 1, date: `2026-11-${23 + i}`, reward: `${i + 1}.00`, state })),
  ...over,
});

/** What every mount answers unless the test says otherwise: the sign-in is off. */
const BASE_ROUTES: TestRoutes = {
  '/member/profile/common/layout': () => ok({ member_common_layout: testMemberLayout() }),
  '/arks/web/cash_surplus/check': () => ok({ active: 0 }),
  '/arks/web/promotion/list': () => ok({ categories: [], list: [] }),
};

export interface MountOptions extends Partial<Pick<MountPageOptions, 'routes' | 'language' | 'pathname' | 'search' | 'isDesktop' | 'currency' | 'beforeMount'>> {
  settings?: Partial<SiteSettings>;
  /** A guest when null (default: MEMBER). */
  session?: LoginSession | null;
}

export function mountPromotions(node: ReactNode | ((props: RemoteProps) => ReactNode), opts: MountOptions = {}) {
  const { routes, settings = {}, session = MEMBER, pathname = '/discount', isDesktop = true, ...rest } = opts;
  return mountPage(node, {
    remote: 'mf-promotions',
    bundles: i18nBundles,
    basePath: '/discount',
    pathname,
    isDesktop,
    siteDetail: testSiteDetail({ site_id: '1', settings }),
    routes: { ...BASE_ROUTES, ...routes },
    ...rest,
    ...(session ? { session } : {}),
  });
}

export type MountedPromotions = Awaited<ReturnType<typeof mountPromotions>>;

/** The hooks of a test file that mounts (act environment off: toolchain.md), and the mount. */
export function pageTests(defaults: MountOptions = {}) {
  const mounted: MountedPromotions[] = [];
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    for (const m of mounted.splice(0)) await m.unmount();
  });
  return async (node: Parameters<typeof mountPromotions>[0], opts: MountOptions = {}) => {
    const m = await mountPromotions(node, { ...defaults, ...opts, routes: { ...defaults.routes, ...opts.routes } });
    mounted.push(m);
    return m;
  };
}
