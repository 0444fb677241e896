// Test kit of mf-member-center: mounts a component (or the whole app) the way the shell mounts
// this remote — a parcel with the real bus, stores, i18n, query client, api client and realtime —
// with only the api's edge answered from a table (routeFetch) and the socket a FakeEcho. The
// cashier's answers are in cashier-fixtures.ts. Test files
// using it set IS_REACT_ACT_ENVIRONMENT = false in a beforeAll (a parcel's mount awaited inside
// act() deadlocks, toolchain.md).
import type { ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import {
  CONTRACT_VERSION,
  DialogHost,
  ToastHost,
  defineRemote,
  type LoginSession,
  type MemberCommonLayout,
  type MemberProfile,
  type RemoteProps,
  type SiteSettings,
} from '@croupier/shared';
import { createTestRemoteProps, routeFetch, testSiteDetail } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message = '', data: unknown = null) => ({ code, message, data });
/** The old style (header.status, body), as /member/profile, my_cash and /bonus_setting/check answer. */
export const oldOk = (body: unknown) => ({ header: { status: '200100', desc: 'success' }, body });

export const MEMBER: LoginSession = {
  token: 'tok-7',
  member_id: 7,
  member_account: 'player07',
  member_currency: 'USD',
  member_type: 1,
  site_id: '1',
};

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

export const memberProfile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 7,
  member_account: 'player07',
  member_name: 'Ravi Kumar',
  member_currency: 'USD',
  is_withdraw_password: 0,
  member_birthday: '1990-04-02',
  member_email: 'ravi@example.com',
  member_phone: '5551234567',
  phone_verified: 1,
  identity_id: '',
  member_qq: '',
  member_wechat: '',
  member_whats_app: '',
  member_zalo: '',
  member_fb: '',
  member_telegram: 'ravi_tg',
  member_skype: '',
  member_line: '',
  member_others: '',
  recommend_code: 'RAVI7',
  created_at: Date.UTC(2024, 0, 2),
  ...over,
});

/** What every mount answers unless the test says otherwise. */
const BASE_ROUTES: Record<string, (body: unknown) => unknown> = {
  '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout() }),
  '/bonus_setting/check': () => oldOk({ is_friend: false }),
  '/arks/web/member/letter': () => ok({ list: [], total_count: 0, unread_count: 0 }),
};

export interface MountOptions {
  routes?: Record<string, (body: unknown) => unknown>;
  language?: string;
  pathname?: string;
  basePath?: string;
  isDesktop?: boolean;
  settings?: Partial<SiteSettings>;
  /** A guest when null. */
  session?: LoginSession | null;
  /** Holds an answer back: the call to `path` waits for the promise returned (if any). */
  hold?: (path: string) => Promise<void> | undefined;
  /** Runs with the props before the component mounts (listen on the bus from the start). */
  beforeMount?: (props: RemoteProps) => void;
}

/** Mounts `node` (a page, or a function of the props, e.g. the whole app). */
export async function mountMember(node: ReactNode | ((props: RemoteProps) => ReactNode), opts: MountOptions = {}) {
  const routed = routeFetch({ ...BASE_ROUTES, ...opts.routes });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    await opts.hold?.(new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''));
    return routed(input, init);
  }) as typeof globalThis.fetch;
  const pathname = opts.pathname ?? '/user';
  const test = await createTestRemoteProps({
    basePath: opts.basePath ?? '/user',
    pathname,
    fetch,
    siteDetail: testSiteDetail({ site_id: '1', settings: opts.settings ?? {} }),
    isDesktop: opts.isDesktop ?? true,
    ...(opts.language ? { language: opts.language } : {}),
    ...(opts.session === null ? {} : { session: opts.session ?? MEMBER }),
  });
  const remote = defineRemote({
    name: 'mf-member-center',
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
  const at = (path: string) => ({ ...test.props, location: { pathname: path, search: '', hash: '' }, domElement });
  opts.beforeMount?.(test.props);
  const parcel = mountRootParcel(remote, at(pathname));
  await parcel.mountPromise;
  return {
    props: test.props,
    navigations: test.navigations,
    /** Where the component navigated, in order. */
    navigatedTo: () => test.navigations.map((n) => n.to),
    echo: test.echo,
    calls: routed.calls,
    /** The bodies sent to one path, in order. */
    bodiesTo: (path: string) => routed.calls.filter((c) => c.path === path).map((c) => c.body),
    goTo: async (path: string) => {
      await parcel.update?.(at(path));
    },
    unmount: async () => {
      await parcel.unmount();
      domElement.remove();
    },
  };
}

export type MountedMember = Awaited<ReturnType<typeof mountMember>>;
