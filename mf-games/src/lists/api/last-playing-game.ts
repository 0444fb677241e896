// POST /arks/web/member-games/last-playing-game -> data.list of { game_id }, most recent first.
// Members only; the launcher invalidates gamesKeys.lastPlaying after a launch.
import { expectSuccess, useRemoteProps, type ApiClient } from '@croupier/shared';
import type { LastPlayingResponse } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesKeys } from '../../query-keys.js';
import { useListParams } from '../use-list-params.js';
import { LIST_STALE_MS } from '../../constants.js';

export async function fetchLastPlaying(api: ApiClient, signal?: AbortSignal): Promise<number[]> {
  const data = expectSuccess(
    await api.post<LastPlayingResponse>('/arks/web/member-games/last-playing-game', {}, { signal }),
  );
  return (data?.list ?? []).map((item) => Number(item.game_id)).filter(Number.isFinite);
}

export const lastPlayingQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: gamesKeys.lastPlaying(memberId),
    queryFn: ({ signal }) => fetchLastPlaying(api, signal),
    staleTime: LIST_STALE_MS,
  });

export function useLastPlaying() {
  const { api } = useRemoteProps();
  const { memberId } = useListParams();
  return useQuery({ ...lastPlayingQuery(api, memberId), enabled: memberId !== null });
}
