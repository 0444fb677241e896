// POST /v2/game_label { site_id, currency, device, gp_id, game_type_id, house } -> data.list
// (the hot and new lists) and data.main (every game of the provider and type): a slot list.
// The query is shared's gameLabelQuery (the shell asks it from its start on a slot list); its key
// is gamesKeys.gameLabel in the language (game-list.test.ts holds them together).
import { gameLabelQuery, useRemoteProps } from '@croupier/shared';
import { useQuery } from '@tanstack/react-query';
import { useListParams } from '../use-list-params.js';

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
