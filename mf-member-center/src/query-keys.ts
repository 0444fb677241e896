// React Query keys of mf-member-center, in one place. Every key starts with 'mf-member-center'
// (the remotes share the shell's one QueryClient); the member layout is shared's MEMBER_LAYOUT_KEY
// (the header and the member centre read one cache entry). A key function with
// fewer arguments is the prefix of the longer one (an invalidation of the prefix reaches all).
import type {
  DateRangePage,
  LedgerListPayload,
  OrderListPayload,
  RecommendMemberSearchPayload,
} from '@croupier/shared';

type MemberId = number | string | null;

export const memberKeys = {
  all: ['mf-member-center'] as const,
  profile: (memberId: MemberId) => ['mf-member-center', 'profile', memberId] as const,
  registerSettings: (siteId: string) => ['mf-member-center', 'register-settings', siteId] as const,
  bonusSetting: (siteId: string, currency: string) => ['mf-member-center', 'bonus-setting', siteId, currency] as const,
  myCash: (memberId: MemberId) => ['mf-member-center', 'my-cash', memberId] as const,
  /** The Letter page and the member-services parcel (the unread badge) read this one entry. */
  letters: (memberId: MemberId, language: string) => ['mf-member-center', 'letters', memberId, language] as const,
  lettersOf: (memberId: MemberId) => ['mf-member-center', 'letters', memberId] as const,
  announcements: (siteId: string, language: string) => ['mf-member-center', 'announcements', siteId, language] as const,
  cashierMethods: (currency: string) => ['mf-member-center', 'cashier', 'methods', currency] as const,
  bankAccounts: () => ['mf-member-center', 'cashier', 'bank-accounts'] as const,
  /** Every record list (ledger and orders): a deposit or withdrawal changes them. */
  records: () => ['mf-member-center', 'records'] as const,
  ledger: (payload: LedgerListPayload) => ['mf-member-center', 'records', 'ledger', payload] as const,
  orders: (payload: OrderListPayload) => ['mf-member-center', 'records', 'orders', payload] as const,
  recommendProject: (siteId: string) => ['mf-member-center', 'recommend', 'project', siteId] as const,
  recommendRecord: (payload: DateRangePage) => ['mf-member-center', 'recommend', 'record', payload] as const,
  recommendMembers: (payload: RecommendMemberSearchPayload) =>
    ['mf-member-center', 'recommend', 'members', payload] as const,
  /** Responsible gaming: the page and the member-services parcel (reality check) read this one entry. */
  responsibleGaming: (memberId: MemberId) => ['mf-member-center', 'responsible-gaming', memberId] as const,
  responsibleGamingHistory: (memberId: MemberId) =>
    ['mf-member-center', 'responsible-gaming', memberId, 'history'] as const,
};
