// POST /demo/gp_games { site_id, currency, device: DEMO_DEVICE, gp_id, game_type_id, house } -> data.list:
// the demo games of one provider (spec 02 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type DemoGame,
  type DemoGpGamesResponse,
} from '@croupier/shared';
import { DEMO_DEVICE, LIST_STALE_MS } from '../../constants.js';
import { gamesKeys } from '../../query-keys.js';
import { useListParams } from '../../lists/index.js';
import type { DemoProvider } from './demo-gt-games.js';

export interface DemoGpGamesRequest {
  site_id: string;
  currency: string;
  gp_id: string;
  game_type_id: number;
  house: number;
}

export async function fetchDemoGpGames(api: ApiClient, request: DemoGpGamesRequest): Promise<DemoGame[]> {
  const body = { ...request, device: DEMO_DEVICE };
  return expectSuccess(await api.post<DemoGpGamesResponse>('/demo/gp_games', body)).list;
}

export const demoGpGamesQuery = (api: ApiClient, request: DemoGpGamesRequest) =>
  queryOptions({
    queryKey: gamesKeys.demoGpGames(request.currency, request.gp_id, request.game_type_id, request.house),
    queryFn: () => fetchDemoGpGames(api, request),
    staleTime: LIST_STALE_MS,
  });

type ProviderRef = Pick<DemoProvider, 'gp_id' | 'gt_id' | 'house'>;

function useRequest(): (provider: ProviderRef | null) => DemoGpGamesRequest {
  const { siteId, currency } = useListParams();
  return (provider) => ({
    site_id: siteId,
    currency: currency ?? '',
    gp_id: provider?.gp_id ?? '',
    game_type_id: provider?.gt_id ?? 0,
    house: provider?.house ?? 0,
  });
}

/** The provider's demo games, asked for while `enabled` (and a provider and currency are known). */
export function useDemoGpGames(provider: ProviderRef | null, enabled: boolean) {
  const { api } = useRemoteProps();
  const { currency } = useListParams();
  const request = useRequest();
  return useQuery({
    ...demoGpGamesQuery(api, request(provider)),
    enabled: enabled && provider !== null && currency !== null,
  });
}

/** Loads a provider's demo games into the cache (resolves with them, rejects when the call fails). */
export function useLoadDemoGpGames(): (provider: ProviderRef) => Promise<DemoGame[]> {
  const { api, queryClient } = useRemoteProps();
  const request = useRequest();
  return (provider) => queryClient.fetchQuery(demoGpGamesQuery(api, request(provider)));
}
