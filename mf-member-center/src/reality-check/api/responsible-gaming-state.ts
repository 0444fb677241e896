// POST /arks/web/member/responsible_gaming {} -> new style data ResponsibleGamingState (issue 14):
// the session's start and net result, the session limit and the reality-check interval, with the
// api's clock. The Responsible gaming page and the member-services parcel read this one entry.
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type ResponsibleGamingState } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export const RESPONSIBLE_GAMING_PATH = '/arks/web/member/responsible_gaming';

export async function fetchResponsibleGaming(api: ApiClient, signal?: AbortSignal): Promise<ResponsibleGamingState> {
  return expectSuccess(await api.post<ResponsibleGamingState>(RESPONSIBLE_GAMING_PATH, {}, { background: true, signal }));
}

export const responsibleGamingQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ queryKey: memberKeys.responsibleGaming(memberId), queryFn: ({ signal }) => fetchResponsibleGaming(api, signal) });

/** The member's responsible-gaming state; asks nothing for a guest. */
export function useResponsibleGaming() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  return useQuery({ ...responsibleGamingQuery(api, memberId), enabled: memberId !== null });
}
