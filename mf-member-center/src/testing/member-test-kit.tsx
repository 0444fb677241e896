// Test kit of mf-member-center: mounts a component (or the whole app) the way the shell mounts
// this remote (shared's mountPage: a parcel with the real bus, stores, i18n, query client, api
// client and realtime), with only the api's edge answered from a table and the socket a FakeEcho.
// The cashier's answers are in cashier-fixtures.ts. Test files using it set
// IS_REACT_ACT_ENVIRONMENT = false in a beforeAll (a parcel's mount awaited inside act()
// deadlocks, toolchain.md).
import type { ReactNode } from 'react';
import type { LoginSession, MemberProfile, RemoteProps, SiteSettings } from '@croupier/shared';
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
/** The old style (header.status, body), as /member/profile, my_cash and /bonus_setting/check answer. */
export const oldOk = (body: unknown) => ({ header: { status: '200100', desc: 'success' }, body });

export const MEMBER: LoginSession = TEST_MEMBER;

export const memberLayout = testMemberLayout;

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
const BASE_ROUTES: TestRoutes = {
  '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout() }),
  '/bonus_setting/check': () => oldOk({ is_friend: 0 }),
  '/arks/web/member/letter': () => ok({ list: [], total_count: 0, unread_count: 0 }),
};

export interface MountOptions extends Partial<
  Pick<MountPageOptions, 'routes' | 'language' | 'pathname' | 'basePath' | 'isDesktop' | 'hold' | 'beforeMount'>
> {
  settings?: Partial<SiteSettings>;
  /** A guest when null. */
  session?: LoginSession | null;
}

/** Mounts `node` (a page, or a function of the props, e.g. the whole app). */
export function mountMember(node: ReactNode | ((props: RemoteProps) => ReactNode), opts: MountOptions = {}) {
  const {
    routes,
    settings = {},
    session = MEMBER,
    pathname = '/user',
    basePath = '/user',
    isDesktop = true,
    ...rest
  } = opts;
  return mountPage(node, {
    remote: 'mf-member-center',
    bundles: i18nBundles,
    basePath,
    pathname,
    isDesktop,
    siteDetail: testSiteDetail({ site_id: '1', settings }),
    routes: { ...BASE_ROUTES, ...routes },
    ...rest,
    ...(session ? { session } : {}),
  });
}

export type MountedMember = Awaited<ReturnType<typeof mountMember>>;
