// React Query keys of mf-proxy, in one place. Every key starts with 'mf-proxy' (the remotes
// share the shell's one QueryClient). A key function with fewer arguments is the prefix of the
// longer one (an invalidation of the prefix reaches all).
import type { DownlinePayload, OperationReportPayload, ReportRange } from '@croupier/shared';

type MemberId = number | string | null;

export const agentKeys = {
  all: ['mf-proxy'] as const,
  levelNames: (siteId: string, language: string) => ['mf-proxy', 'level-names', siteId, language] as const,
  plan: (siteId: string, currency: string) => ['mf-proxy', 'plan', siteId, currency] as const,
  agreement: (siteId: string, language: string) => ['mf-proxy', 'agreement', siteId, language] as const,
  applyCheck: (memberId: MemberId) => ['mf-proxy', 'apply-check', memberId] as const,
  /** Everything the agent centre shows of the member's downline and money: a transfer or a settlement changes it. */
  centre: (memberId: MemberId) => ['mf-proxy', 'centre', memberId] as const,
  downline: (memberId: MemberId, payload: DownlinePayload) =>
    ['mf-proxy', 'centre', memberId, 'downline', payload] as const,
  links: (memberId: MemberId) => ['mf-proxy', 'centre', memberId, 'links'] as const,
  operation: (memberId: MemberId, payload: OperationReportPayload) =>
    ['mf-proxy', 'centre', memberId, 'operation', payload] as const,
  stratified: (memberId: MemberId, range: ReportRange) =>
    ['mf-proxy', 'centre', memberId, 'stratified', range] as const,
  transferSettings: (memberId: MemberId) => ['mf-proxy', 'centre', memberId, 'transfer-settings'] as const,
  transfers: (memberId: MemberId, payload: object) => ['mf-proxy', 'centre', memberId, 'transfers', payload] as const,
  settlements: (memberId: MemberId, payload: object) =>
    ['mf-proxy', 'centre', memberId, 'settlements', payload] as const,
};
