// POST /v2/game_label { site_id, currency, device, gp_id, game_type_id, house } -> data.list
// (the hot and new lists) and data.main (every game of the provider and type): a slot list.
import { expectSuccess, useRemoteProps, type ApiClient, type GameLabelResponse } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesKeys } from '../../queries/keys.js';
import { useListParams } from '../use-list-params.js';
import { LIST_STALE_MS } from '../../constants.js';
import { inLanguage } from './list-options.js';

export interface GameLabelRequest {
  site_id: string;
  currency: string;
  /** The support-device code of the layout (desktop 0, mobile 1), as the catalogue stores it. */
  device: number;
  gp_id: string;
  game_type_id: number;
  house: number;
}

export async function fetchGameLabel(api: ApiClient, request: GameLabelRequest, signal?: AbortSignal): Promise<GameLabelResponse> {
  const data = expectSuccess(await api.post<GameLabelResponse>('/v2/game_label', request, { signal }));
  return { list: data?.list ?? [], main: data?.main ?? [] };
}

export const gameLabelQuery = (api: ApiClient, request: GameLabelRequest, language: string) =>
  queryOptions({
    queryKey: inLanguage(gamesKeys.gameLabel(request.currency, request.gp_id, request.game_type_id, request.house), language),
    queryFn: ({ signal }) => fetchGameLabel(api, request, signal),
    staleTime: LIST_STALE_MS,
  });

export function useGameLabel(provider: { gt_id: number; gp_id: string; house: number }) {
  const { api } = useRemoteProps();
  const { siteId, currency, supportDevice, language } = useListParams();
  const request = {
    site_id: siteId,
    currency: currency ?? '',
    device: supportDevice,
    gp_id: provider.gp_id,
    game_type_id: provider.gt_id,
    house: provider.house,
  };
  return useQuery({
    ...gameLabelQuery(api, request, language),
    enabled: currency !== null && provider.gp_id !== '',
  });
}
