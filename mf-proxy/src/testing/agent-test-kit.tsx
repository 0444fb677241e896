// Test kit of mf-proxy: mounts a component (or the whole app) the way the shell mounts this
// remote — a parcel with the real bus, stores, i18n, query client, api client and realtime — with
// only the api's edge answered from a table (routeFetch) and the socket a FakeEcho. Test files
// using it set IS_REACT_ACT_ENVIRONMENT = false in a beforeAll (a parcel's mount awaited inside
// act() deadlocks, toolchain.md).
import type { ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import {
  CONTRACT_VERSION,
  DialogHost,
  ToastHost,
  defineRemote,
  type AgentPlan,
  type LoginSession,
  type MemberCommonLayout,
  type RemoteProps,
  type SiteSettings,
} from '@croupier/shared';
import { createTestRemoteProps, routeFetch, testSiteDetail } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message = '', data: unknown = null) => ({ code, message, data });

export const MEMBER: LoginSession = {
  token: 'tok-7',
  member_id: 7,
  member_account: 'player07',
  member_currency: 'USD',
  member_type: 1,
  site_id: '1',
};
/** An active agent (member_type 2: the level names are loaded). */
export const AGENT: LoginSession = { ...MEMBER, member_id: 9, member_account: 'agent01', member_type: 2 };

export const memberLayout = (over: Partial<MemberCommonLayout> = {}): MemberCommonLayout => ({
  id: 7,
  member_currency: 'USD',
  member_cash: '150.00',
  member_account: 'player07',
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: 0,
  agent_active: 0,
  is_playing: 0,
  cash_back_status: 0,
  wallet_status: 1,
  first_login_to_change_password: 0,
  need_bank_account_deposit_verified: 0,
  ...over,
});
export const agentLayout = (over: Partial<MemberCommonLayout> = {}): MemberCommonLayout =>
  memberLayout({ id: 9, member_account: 'agent01', member_type: 2, agent_type: 1, agent_level: 1, is_agent: 1, agent_active: 1, member_cash: '1000.00', ...over });

export const plan = (currency = 'USD'): AgentPlan => ({
  currency,
  tiers: [
    { tier: 1, min_net_revenue: '0.00', min_active_members: 5, rate: '25.00' },
    { tier: 2, min_net_revenue: '5000.00', min_active_members: 10, rate: '35.00' },
  ],
  active_min_valid_bet: '100.00',
  settlement_period: 'monthly',
});

type Routes = Record<string, (body: unknown) => unknown>;

/** What every mount answers unless the test says otherwise. */
const BASE_ROUTES: Routes = {
  '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout() }),
  '/arks/web/agent-level-rename': () => ok({ detail: [{ agent_level: 1, name: 'Gold partner' }] }),
  '/arks/web/agent/plan': (body) => ok(plan((body as { currency: string }).currency)),
};

export interface MountOptions {
  routes?: Routes;
  language?: string;
  pathname?: string;
  search?: string;
  isDesktop?: boolean;
  settings?: Partial<SiteSettings>;
  /** The currency the page shows (ui store: a guest's). */
  currency?: string;
  /** A guest when null. */
  session?: LoginSession | null;
}

/** Mounts `node` (a page, or a function of the props, e.g. the whole app). */
export async function mountAgent(node: ReactNode | ((props: RemoteProps) => ReactNode), opts: MountOptions = {}) {
  const routed = routeFetch({ ...BASE_ROUTES, ...opts.routes });
  const pathname = opts.pathname ?? '/proxy';
  const test = await createTestRemoteProps({
    basePath: '/proxy',
    pathname,
    fetch: routed,
    siteDetail: testSiteDetail({ site_id: '1', settings: opts.settings ?? {} }),
    isDesktop: opts.isDesktop ?? true,
    ...(opts.language ? { language: opts.language } : {}),
    ...(opts.currency ? { currency: opts.currency } : {}),
    ...(opts.session === null ? {} : { session: opts.session ?? MEMBER }),
  });
  const remote = defineRemote({
    name: 'mf-proxy',
    sharedContract: CONTRACT_VERSION,
    rootComponent: (props: RemoteProps) => (
      <>
        {typeof node === 'function' ? node(props) : node}
        <ToastHost />
        <DialogHost />
      </>
    ),
    i18n: i18nBundles,
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const at = (path: string, search = '') => ({ ...test.props, location: { pathname: path, search, hash: '' }, domElement });
  const parcel = mountRootParcel(remote, at(pathname, opts.search));
  await parcel.mountPromise;
  return {
    props: test.props,
    /** Where the component navigated, in order, and how. */
    navigations: test.navigations,
    navigatedTo: () => test.navigations.map((n) => n.to),
    echo: test.echo,
    calls: routed.calls,
    /** The bodies sent to one path, in order. */
    bodiesTo: (path: string) => routed.calls.filter((c) => c.path === path).map((c) => c.body),
    goTo: async (path: string, search = '') => {
      await parcel.update?.(at(path, search));
    },
    unmount: async () => {
      await parcel.unmount();
      domElement.remove();
    },
  };
}

export type MountedAgent = Awaited<ReturnType<typeof mountAgent>>;
