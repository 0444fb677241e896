// POST /member/apply_for_agent/check { agent_id, apply_agent_flag: 1 } (spec 02 §7) -> the
// member's latest application, and whether the member may apply now: AgentCode.notEligible 101 and
// applicationPending 104 are "not eligible" with the server's message (spec 02 §8), read here as
// an answer (not a failure) so the page shows them. agent_id is the member's parent agent; the
// front end does not know it (the layout does not carry it) and the api reads the session's
// member, so 0 is sent.
import {
  AgentCode,
  expectSuccess,
  useRemoteProps,
  useStore,
  type AgentApplication,
  type ApiClient,
  type ApplyAgentCheck,
  type ApplyAgentCheckPayload,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export interface ApplyEligibility {
  /** null: the member may apply; else why not (101 or 104) and the server's words. */
  refusal: { code: number; message: string } | null;
  application: AgentApplication | null;
}

const NOT_ELIGIBLE: readonly number[] = [AgentCode.notEligible, AgentCode.applicationPending];

export async function fetchApplyCheck(api: ApiClient, signal?: AbortSignal): Promise<ApplyEligibility> {
  const payload: ApplyAgentCheckPayload = { agent_id: 0, apply_agent_flag: 1 };
  const result = await api.post<ApplyAgentCheck | null>('/member/apply_for_agent/check', payload, { signal });
  if (!result.success && NOT_ELIGIBLE.includes(result.code)) {
    return { refusal: { code: result.code, message: result.message }, application: result.data?.application ?? null };
  }
  return { refusal: null, application: expectSuccess(result)?.application ?? null };
}

export const applyCheckQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ queryKey: agentKeys.applyCheck(memberId), queryFn: ({ signal }) => fetchApplyCheck(api, signal) });

export function useApplyCheck() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => s.member_id);
  return useQuery(applyCheckQuery(api, memberId));
}
