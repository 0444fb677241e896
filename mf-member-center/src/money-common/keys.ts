// React Query keys of the money and referral pages. Every key starts with 'mf-member-center'
// (the remotes share the shell's one cache); the member layout is the shell's own query, read
// and refreshed under the shell's key so the header and these pages show one balance.
import type { LedgerListPayload, OrderListPayload, RecommendMemberSearchPayload, DateRangePage } from '@croupier/shared';

export const MEMBER_LAYOUT_KEY = ['shell', 'member-layout'] as const;

export const moneyKeys = {
  profile: () => ['mf-member-center', 'profile'] as const,
  methods: (currency: string) => ['mf-member-center', 'cashier', 'methods', currency] as const,
  bankAccounts: () => ['mf-member-center', 'cashier', 'bank-accounts'] as const,
  records: () => ['mf-member-center', 'records'] as const,
  ledger: (payload: LedgerListPayload) => ['mf-member-center', 'records', 'ledger', payload] as const,
  orders: (payload: OrderListPayload) => ['mf-member-center', 'records', 'orders', payload] as const,
  recommendProject: (siteId: string) => ['mf-member-center', 'recommend', 'project', siteId] as const,
  recommendRecord: (payload: DateRangePage) => ['mf-member-center', 'recommend', 'record', payload] as const,
  recommendMembers: (payload: RecommendMemberSearchPayload) => ['mf-member-center', 'recommend', 'members', payload] as const,
};

/** A query of the member's wallet balances (MyWallet's my_cash, whatever its exact key). */
export const isMyCashQuery = (query: { queryKey: readonly unknown[] }): boolean =>
  query.queryKey[0] === 'mf-member-center' && query.queryKey.some((part) => part === 'my-cash' || part === 'my_cash');
