// POST /arks/web/member/responsible_gaming {} -> ResponsibleGamingState: everything the page shows
// (the six money limits with their room, the session limit, the reality check). The
// member-services parcel reads the same entry (memberKeys.responsibleGaming).
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type ResponsibleGamingState } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export const RG_PATH = '/arks/web/member/responsible_gaming';

export async function fetchRgState(api: ApiClient, signal?: AbortSignal): Promise<ResponsibleGamingState> {
  return expectSuccess(await api.post<ResponsibleGamingState>(RG_PATH, {}, { signal }));
}

export const rgStateQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: memberKeys.responsibleGaming(memberId),
    queryFn: ({ signal }) => fetchRgState(api, signal),
  });

/** The logged-in member's id (null for a guest): the key of their entries. */
export function useMemberId(): number | null {
  const { stores } = useRemoteProps();
  return useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
}

export function useRgState() {
  const { api } = useRemoteProps();
  const memberId = useMemberId();
  return useQuery({ ...rgStateQuery(api, memberId), enabled: memberId !== null });
}
