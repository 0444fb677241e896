// POST /demo/gp_games { site_id, currency, device: DEMO_DEVICE, gp_id, game_type_id, house } -> data.list:
// the demo games of one provider (spec 02 §7).
import { queryOptions } from '@tanstack/react-query';
import { DEMO_DEVICE, expectSuccess, type ApiClient, type DemoGame, type DemoGpGamesResponse } from '@croupier/shared';
import { gamesKeys } from '../../queries/keys.js';

export interface DemoGpGamesRequest {
  site_id: string;
  currency: string;
  gp_id: string;
  game_type_id: number;
  house: number;
}

export async function getDemoGpGames(api: ApiClient, request: DemoGpGamesRequest): Promise<DemoGame[]> {
  const body = { ...request, device: DEMO_DEVICE };
  return expectSuccess(await api.post<DemoGpGamesResponse>('/demo/gp_games', body)).list;
}

export const demoGpGamesQuery = (api: ApiClient, request: DemoGpGamesRequest) =>
  queryOptions({
    queryKey: gamesKeys.demoGpGames(request.currency, request.gp_id, request.game_type_id, request.house),
    queryFn: () => getDemoGpGames(api, request),
    staleTime: 5 * 60_000,
  });
