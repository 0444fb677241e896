// POST /v2/get_tag_game_list { site_id, currency, support_device, tag: 'slot', gt_id: 2 } ->
// data.info: the hot and new slot lists of the home page.
import {
  expectSuccess,
  GT_SLOT,
  useRemoteProps,
  type ApiClient,
  type GameLabelList,
  type TagGameListResponse,
} from '@croupier/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamesKeys } from '../../query-keys.js';
import { useListParams } from '../use-list-params.js';
import { LIST_STALE_MS } from '../../constants.js';
import { inLanguage } from './list-options.js';

export interface TagGameListRequest {
  site_id: string;
  currency: string;
  support_device: number;
  tag: 'slot';
  gt_id: typeof GT_SLOT;
}

export async function fetchTagGameList(
  api: ApiClient,
  request: TagGameListRequest,
  signal?: AbortSignal,
): Promise<GameLabelList[]> {
  const data = expectSuccess(await api.post<TagGameListResponse>('/v2/get_tag_game_list', request, { signal }));
  return data?.info ?? [];
}

export const tagGameListQuery = (api: ApiClient, request: TagGameListRequest, language: string) =>
  queryOptions({
    queryKey: inLanguage(gamesKeys.tagGameList(request.currency, request.support_device), language),
    queryFn: ({ signal }) => fetchTagGameList(api, request, signal),
    staleTime: LIST_STALE_MS,
  });

export function useTagGameList() {
  const { api } = useRemoteProps();
  const { siteId, currency, supportDevice, language } = useListParams();
  return useQuery({
    ...tagGameListQuery(
      api,
      { site_id: siteId, currency: currency ?? '', support_device: supportDevice, tag: 'slot', gt_id: GT_SLOT },
      language,
    ),
    enabled: currency !== null,
    // Another currency or language: the last list stays up until its own arrives (no flash).
    placeholderData: keepPreviousData,
  });
}
