// Test kit of the money and referral pages: mounts one page the way the shell mounts
// mf-member-center (a parcel with the real bus, stores, i18n, query client and api client, the
// shared toast and dialog hosts), with only the api's edge answered from a table that follows
// the contract's wire types. Test files using it set IS_REACT_ACT_ENVIRONMENT = false in a
// beforeAll (a parcel's mount awaited inside act() deadlocks, toolchain.md).
import type { ReactNode } from 'react';
import {
  CONTRACT_VERSION,
  DialogHost,
  ToastHost,
  defineRemote,
  type BankAccount,
  type BankAccountList,
  type CashierMethods,
  type LoginSession,
  type MemberCommonLayout,
  type MemberProfile,
  type PaymentMethod,
  type RemoteProps,
  type SiteSettings,
} from '@croupier/shared';
import { mountRootParcel } from 'single-spa';
import { createTestRemoteProps, routeFetch, testSiteDetail } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export const SITE_ID = '1';
export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message: string, data: unknown = null) => ({ code, message, data });
/** The old answer style (/member/profile). */
export const oldOk = (body: unknown) => ({ header: { status: '100', desc: 'success' }, body });

export const MEMBER: LoginSession = {
  token: 'tok-member',
  member_id: 7,
  member_account: 'player01',
  member_currency: 'USD',
  member_type: 1,
  site_id: SITE_ID,
};

export const layout = (over: Partial<MemberCommonLayout> = {}): MemberCommonLayout => ({
  id: 7,
  member_currency: 'USD',
  member_cash: '500.00',
  member_account: 'player01',
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: 0,
  agent_active: 0,
  is_playing: 0,
  cash_back_status: 0,
  wallet_status: 0,
  first_login_to_change_password: 0,
  need_bank_account_deposit_verified: 0,
  ...over,
});

export const profile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 7,
  member_account: 'player01',
  member_name: '',
  member_currency: 'USD',
  is_withdraw_password: 1,
  member_birthday: '',
  member_email: '',
  member_phone: '',
  phone_verified: 0,
  identity_id: '',
  member_qq: '',
  member_wechat: '',
  member_whats_app: '',
  member_zalo: '',
  member_fb: '',
  member_telegram: '',
  member_skype: '',
  member_line: '',
  member_others: '',
  recommend_code: 'RC7',
  created_at: 0,
  ...over,
});

export const method = (over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  kind: 'bank_transfer',
  name: 'Bank Transfer',
  min_amount: '10.00',
  max_amount: '1000.00',
  quick_amounts: ['50', '100', '500'],
  ...over,
});

export const METHODS: CashierMethods = {
  deposit: [method(), method({ id: 2, kind: 'e_wallet', name: 'PayWallet', min_amount: '20.00', max_amount: '200.00', quick_amounts: ['20', '200'] })],
  withdrawal: [method({ id: 3, name: 'Bank Payout', min_amount: '50.00', max_amount: '5000.00', quick_amounts: [] })],
};

export const account = (over: Partial<BankAccount> = {}): BankAccount => ({
  id: 11,
  bank_code: 'BOA',
  bank_name: 'Bank of America',
  account_holder: 'Alex Doe',
  account_number_masked: '**** 1234',
  is_default: 1,
  created_at: 0,
  ...over,
});

export const accounts = (list: BankAccount[], max = 5): BankAccountList => ({
  list,
  banks: [
    { bank_code: 'BOA', bank_name: 'Bank of America', account_length_min: 8, account_length_max: 12 },
    { bank_code: 'CHS', bank_name: 'Chase', account_length_min: 10, account_length_max: 10 },
  ],
  max,
});

type Route = (body: unknown) => unknown;

const QUIET: Record<string, Route> = {
  '/member/profile/common/layout': () => ok({ member_common_layout: layout() }),
  '/member/profile': () => oldOk(profile()),
  '/arks/web/cashier/methods': () => ok(METHODS),
  '/arks/web/member/bank_account': () => ok(accounts([account()])),
};

export interface MountPageOptions {
  routes?: Record<string, Route>;
  isDesktop?: boolean;
  settings?: Partial<SiteSettings>;
  /** null: a guest. */
  session?: LoginSession | null;
  language?: string;
  /** Holds an answer back: the call to `path` waits for the promise returned (if any). */
  hold?: (path: string) => Promise<void> | undefined;
  /** Runs with the props before the page mounts (listen on the bus from the start). */
  beforeMount?: (props: RemoteProps) => void;
}

export async function mountPage(node: ReactNode, opts: MountPageOptions = {}) {
  const routed = routeFetch({ ...QUIET, ...opts.routes });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    await opts.hold?.(new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''));
    return routed(input, init);
  }) as typeof globalThis.fetch;
  const remote = defineRemote({
    name: 'mf-member-center',
    sharedContract: CONTRACT_VERSION,
    rootComponent: () => (
      <>
        {node}
        <ToastHost />
        <DialogHost />
      </>
    ),
    i18n: i18nBundles,
  });
  const session = opts.session === undefined ? MEMBER : opts.session;
  const test = await createTestRemoteProps({
    basePath: '/user',
    pathname: '/user',
    fetch,
    siteDetail: testSiteDetail({ site_id: SITE_ID, settings: opts.settings ?? {} }),
    ...(opts.language ? { language: opts.language } : {}),
    ...(opts.isDesktop === undefined ? {} : { isDesktop: opts.isDesktop }),
    ...(session ? { session } : {}),
  });
  opts.beforeMount?.(test.props);
  const domElement = document.body.appendChild(document.createElement('div'));
  const parcel = mountRootParcel(remote, { ...test.props, domElement });
  await parcel.mountPromise;
  return {
    props: test.props,
    calls: routed.calls,
    /** Where the page navigated, in order. */
    navigations: () => test.navigations.map((n) => n.to),
    unmount: async () => {
      await parcel.unmount();
      domElement.remove();
    },
    /** The bodies sent to one path, in order. */
    bodiesTo: (path: string) => routed.calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
