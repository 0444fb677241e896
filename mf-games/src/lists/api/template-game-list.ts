// POST /v2/get_template_game_list { site_id, currency, support_device } -> data.info: the
// sections of the home page (title, gt_id, game_list), in the brand's order.
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type TemplateGameListResponse,
  type TemplateGameSection,
} from '@croupier/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamesKeys } from '../../query-keys.js';
import { useListParams } from '../use-list-params.js';
import { LIST_STALE_MS } from '../../constants.js';
import { inLanguage } from './list-options.js';

export interface TemplateGameListRequest {
  site_id: string;
  currency: string;
  support_device: number;
}

export async function fetchTemplateGameList(
  api: ApiClient,
  request: TemplateGameListRequest,
  signal?: AbortSignal,
): Promise<TemplateGameSection[]> {
  const data = expectSuccess(
    await api.post<TemplateGameListResponse>('/v2/get_template_game_list', request, { signal }),
  );
  return data?.info ?? [];
}

export const templateGameListQuery = (api: ApiClient, request: TemplateGameListRequest, language: string) =>
  queryOptions({
    queryKey: inLanguage(gamesKeys.templateGameList(request.currency, request.support_device), language),
    queryFn: ({ signal }) => fetchTemplateGameList(api, request, signal),
    staleTime: LIST_STALE_MS,
  });

export function useTemplateGameList() {
  const { api } = useRemoteProps();
  const { siteId, currency, supportDevice, language } = useListParams();
  return useQuery({
    ...templateGameListQuery(
      api,
      { site_id: siteId, currency: currency ?? '', support_device: supportDevice },
      language,
    ),
    enabled: currency !== null,
    // Another currency or language: the last list stays up until its own arrives (no flash).
    placeholderData: keepPreviousData,
  });
}
