// Test kit of the promotions pages and the daily sign-in: their fixtures and what a page's calls
// answer by default; the mount and a test file's hooks are testing/mount-kit.tsx's.
import type { LoginSession, PromotionCard, PromotionDetail, SigninDay, SigninInfo } from '@croupier/shared';
import { ok, TEST_MEMBER, testMemberLayout, type TestRoutes } from '@croupier/shared/testing';
import { mountRemote, mountTests, type MountNode, type MountOptions } from '../testing/mount-kit.js';

export { ok, refused } from '@croupier/shared/testing';
export type { MountOptions } from '../testing/mount-kit.js';

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

const DAY_STATES: SigninDay['state'][] = [
  'is_signin_true',
  'is_signin_true',
  'click_signin',
  'is_signin_noopen',
  'is_signin_noopen',
  'is_signin_noopen',
  'is_signin_noopen',
];

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

/** A page of the promotions (at /discount, the member MEMBER unless the test says otherwise: null is a guest). */
export const mountPromotions = (node: MountNode, opts: MountOptions = {}) =>
  mountRemote(node, '/discount', BASE_ROUTES, { ...opts, session: opts.session === undefined ? MEMBER : opts.session });

/** A test file's hooks and the mount (mountTests). */
export const pageTests = (defaults: MountOptions = {}) => mountTests(mountPromotions, defaults);
