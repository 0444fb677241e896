// POST /v3/game_list { currency, site_id, support_device, template } -> data: the game type
// groups (gt_id, gt_name, icons, gp_list) of the home page's type bar and of every hall.
import { expectSuccess, useRemoteProps, type ApiClient, type GameListRequest, type GameListResponse } from '@croupier/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamesKeys } from '../../queries/keys.js';
import { useListParams } from '../use-list-params.js';
import { LIST_STALE_MS } from '../../constants.js';
import { inLanguage } from './list-options.js';

/**
 * The last answer with an ETag per request (in memory only, for this page's life): the api serves
 * guests' lists from its cache with an ETag, and a POST is never revalidated by the browser, so the
 * client sends If-None-Match itself and a 304 (no body) answers the list kept here. A few request
 * shapes per page (currency, device, template, language): no bound needed.
 */
const gameListAnswers = new Map<string, { etag: string; json: unknown }>();

export async function fetchGameList(api: ApiClient, request: GameListRequest, signal?: AbortSignal): Promise<GameListResponse> {
  const data = expectSuccess(await api.post<GameListResponse>('/v3/game_list', request, { signal, revalidate: gameListAnswers }));
  return Array.isArray(data) ? data : [];
}

export const gameListQuery = (api: ApiClient, request: GameListRequest, language: string) =>
  queryOptions({
    queryKey: inLanguage(gamesKeys.gameList(request.currency, request.support_device, request.template), language),
    queryFn: ({ signal }) => fetchGameList(api, request, signal),
    staleTime: LIST_STALE_MS,
  });

export function useGameList() {
  const { api } = useRemoteProps();
  const { siteId, currency, supportDevice, template, language } = useListParams();
  return useQuery({
    ...gameListQuery(api, { currency: currency ?? '', site_id: siteId, support_device: supportDevice, template }, language),
    enabled: currency !== null,
    // Another currency or language: the last list stays up until its own arrives (no flash).
    placeholderData: keepPreviousData,
  });
}
