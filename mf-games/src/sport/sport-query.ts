// The sportsbook's two steps as one query (spec 01 §4): fetch the quickbet URL, then check that
// an iframe can load it. Retry runs both again (a refused URL may be replaced by a fresh one).
// The URL is kept while the hall is shown (no refetch on focus: that would reload the iframe
// and lose the bet slip) and dropped when it closes; a login asks again (the key has the member).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@croupier/shared';
import { gamesKeys } from '../queries/keys.js';
import { checkIframe } from './api/check-iframe.js';
import { getSportQuickbetUrl, type SportQuickbetRequest } from './api/get-sport-quickbet-url.js';

export interface Sportsbook {
  url: string;
  gp_id: string;
  loadable: boolean;
}

export const sportsbookQuery = (api: ApiClient, request: SportQuickbetRequest, memberId: number | null) =>
  queryOptions({
    queryKey: [...gamesKeys.sportQuickbet(request.currency), request.support_device, memberId] as const,
    queryFn: async (): Promise<Sportsbook> => {
      const { url, gp_id } = await getSportQuickbetUrl(api, request);
      return { url, gp_id, loadable: Boolean(url) && (await checkIframe(api, url)) };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
