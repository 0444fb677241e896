// POST /demo/gt_games { site_id, support_device, currency, template } -> data.list: one entry per
// demo provider with its gt_id (spec 02 §7; template 'pc' on desktop).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type DemoGtGamesResponse } from '@croupier/shared';
import { LIST_STALE_MS } from '../../constants.js';
import { gamesKeys } from '../../query-keys.js';
import { useListParams } from '../../lists/index.js';

export type DemoProvider = DemoGtGamesResponse['list'][number];

export interface DemoGtGamesRequest {
  site_id: string;
  support_device: number;
  currency: string;
  template: string;
}

export async function fetchDemoGtGames(api: ApiClient, request: DemoGtGamesRequest): Promise<DemoProvider[]> {
  return expectSuccess(await api.post<DemoGtGamesResponse>('/demo/gt_games', request)).list;
}

export const demoGtGamesQuery = (api: ApiClient, request: DemoGtGamesRequest) =>
  queryOptions({
    queryKey: gamesKeys.demoGtGames(request.currency, request.template),
    queryFn: () => fetchDemoGtGames(api, request),
    staleTime: LIST_STALE_MS,
  });

/** The demo providers for this layout and currency, asked for while `enabled` (the demo modal is open). */
export function useDemoGtGames(enabled: boolean) {
  const { api } = useRemoteProps();
  const { siteId, supportDevice, currency, template } = useListParams();
  return useQuery({
    ...demoGtGamesQuery(api, { site_id: siteId, support_device: supportDevice, currency: currency ?? '', template }),
    enabled: enabled && currency !== null,
  });
}
