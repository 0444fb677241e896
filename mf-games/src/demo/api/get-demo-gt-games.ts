// POST /demo/gt_games { site_id, support_device, currency, template } -> data.list: one entry per
// demo provider with its gt_id (spec 02 §7; template 'pc' on desktop).
import { queryOptions } from '@tanstack/react-query';
import { expectSuccess, type ApiClient, type DemoGtGamesResponse } from '@croupier/shared';
import { gamesKeys } from '../../queries/keys.js';

export type DemoProvider = DemoGtGamesResponse['list'][number];

export interface DemoGtGamesRequest {
  site_id: string;
  support_device: number;
  currency: string;
  template: string;
}

export async function getDemoGtGames(api: ApiClient, request: DemoGtGamesRequest): Promise<DemoProvider[]> {
  return expectSuccess(await api.post<DemoGtGamesResponse>('/demo/gt_games', request)).list;
}

export const demoGtGamesQuery = (api: ApiClient, request: DemoGtGamesRequest) =>
  queryOptions({
    queryKey: gamesKeys.demoGtGames(request.currency, request.template),
    queryFn: () => getDemoGtGames(api, request),
    staleTime: 5 * 60_000,
  });
