// POST /v3/game_list { currency, site_id, support_device, template } -> data: the game type
// groups (gt_id, gt_name, icons, gp_list) of the home page's type bar and of every hall.
// The query is shared's gameListQuery (the shell asks it from its start on a hall); its key is
// gamesKeys.gameList in the language (game-list.test.ts holds them together).
import { gameListQuery, useRemoteProps } from '@croupier/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListParams } from '../use-list-params.js';

export function useGameList() {
  const { api } = useRemoteProps();
  const { siteId, currency, supportDevice, template, language } = useListParams();
  return useQuery({
    ...gameListQuery(
      api,
      { currency: currency ?? '', site_id: siteId, support_device: supportDevice, template },
      language,
    ),
    enabled: currency !== null,
    // Another currency or language: the last list stays up until its own arrives (no flash).
    placeholderData: keepPreviousData,
  });
}
