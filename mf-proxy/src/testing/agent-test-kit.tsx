// Test kit of mf-proxy: mounts a component (or the whole app) the way the shell mounts this
// remote (shared's mountPage: a parcel with the real bus, stores, i18n, query client, api client
// and realtime), with only the api's edge answered from a table and the socket a FakeEcho.
// pageTests() sets up a test file's hooks and hands back the mount.
import type { ReactNode } from 'react';
import type {
  AgentLevelRename,
  AgentPlan,
  LoginSession,
  MemberCommonLayout,
  RemoteProps,
  SiteSettings,
} from '@croupier/shared';
import {
  mountPage,
  ok,
  TEST_MEMBER,
  testMemberLayout,
  testSiteDetail,
  type MountPageOptions,
  type TestRoutes,
} from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export { ok, refused } from '@croupier/shared/testing';

export const MEMBER: LoginSession = TEST_MEMBER;
/** An active agent (member_type 2: the level names are loaded). */
export const AGENT: LoginSession = { ...MEMBER, member_id: 9, member_account: 'agent01', member_type: 2 };

export const memberLayout = testMemberLayout;
export const agentLayout = (over: Partial<MemberCommonLayout> = {}): MemberCommonLayout =>
  memberLayout({
    id: 9,
    member_account: 'agent01',
    member_type: 2,
    agent_type: 1,
    agent_level: 1,
    is_agent: 1,
    agent_active: 1,
    member_cash: '1000.00',
    ...over,
  });

export const LEVEL_NAMES: AgentLevelRename = {
  detail: [
    { agent_level: 1, name: 'Gold partner' },
    { agent_level: 2, name: 'Silver partner' },
  ],
};

export const plan = (currency = 'USD'): AgentPlan => ({
  currency,
  tiers: [
    { tier: 1, min_net_revenue: '0.00', min_active_members: 5, rate: '25.00' },
    { tier: 2, min_net_revenue: '5000.00', min_active_members: 10, rate: '35.00' },
  ],
  active_min_valid_bet: '100.00',
  settlement_period: 'monthly',
});

/** What every mount answers unless the test says otherwise. */
const BASE_ROUTES: TestRoutes = {
  '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout() }),
  '/arks/web/agent-level-rename': () => ok(LEVEL_NAMES),
  '/arks/web/agent/plan': (body) => ok(plan((body as { currency: string }).currency)),
};

export interface MountOptions extends Partial<
  Pick<MountPageOptions, 'routes' | 'language' | 'pathname' | 'search' | 'isDesktop' | 'currency'>
> {
  settings?: Partial<SiteSettings>;
  /** A guest when null (default: MEMBER). */
  session?: LoginSession | null;
}

/** Mounts `node` (a page, or a function of the props, e.g. the whole app) at /proxy unless told. */
export function mountAgent(node: ReactNode | ((props: RemoteProps) => ReactNode), opts: MountOptions = {}) {
  const { routes, settings = {}, session = MEMBER, pathname = '/proxy', isDesktop = true, ...rest } = opts;
  return mountPage(node, {
    remote: 'mf-proxy',
    bundles: i18nBundles,
    basePath: '/proxy',
    pathname,
    isDesktop,
    siteDetail: testSiteDetail({ site_id: '1', settings }),
    routes: { ...BASE_ROUTES, ...routes },
    ...rest,
    ...(session ? { session } : {}),
  });
}

export type MountedAgent = Awaited<ReturnType<typeof mountAgent>>;

/**
 * The hooks of a test file that mounts: React's act environment off (a parcel's mount awaited
 * inside act() deadlocks, toolchain.md), Date.now at `now` when given, and whatever a test
 * mounted unmounted after it. Returns mountAgent with `defaults` under each call's options.
 */
export function pageTests({ now, ...defaults }: MountOptions & { now?: number } = {}) {
  const mounted: MountedAgent[] = [];
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  if (now !== undefined) beforeEach(() => void jest.spyOn(Date, 'now').mockReturnValue(now));
  afterEach(async () => {
    for (const m of mounted.splice(0)) await m.unmount();
    if (now !== undefined) jest.restoreAllMocks();
  });
  return async (node: Parameters<typeof mountAgent>[0], opts: MountOptions = {}) => {
    const m = await mountAgent(node, { ...defaults, ...opts, routes: { ...defaults.routes, ...opts.routes } });
    mounted.push(m);
    return m;
  };
}
