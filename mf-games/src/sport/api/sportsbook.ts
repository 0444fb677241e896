// The sportsbook's two steps as one query (spec 01 §4): fetch the quickbet URL, then check that
// an iframe can load it. Retry runs both again (a refused URL may be replaced by a fresh one).
// The URL is kept while the hall is shown (no refetch on focus: that would reload the iframe
// and lose the bet slip) and dropped when it closes; a login asks again (the key has the member).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRemoteProps, type ApiClient } from '@croupier/shared';
import { gamesKeys } from '../../query-keys.js';
import { useListParams } from '../../lists/index.js';
import { checkIframe } from './check-iframe.js';
import { fetchSportQuickbetUrl, type SportQuickbetRequest } from './sport-quickbet-url.js';

export interface Sportsbook {
  url: string;
  gp_id: string;
  loadable: boolean;
}

export const sportsbookQuery = (api: ApiClient, request: SportQuickbetRequest, memberId: number | null) =>
  queryOptions({
    queryKey: [...gamesKeys.sportQuickbet(request.currency), request.support_device, memberId] as const,
    queryFn: async (): Promise<Sportsbook> => {
      const { url, gp_id } = await fetchSportQuickbetUrl(api, request);
      return { url, gp_id, loadable: Boolean(url) && (await checkIframe(api, url)) };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** The sportsbook of this site's domain, for the currency and layout shown and the member. */
export function useSportsbook() {
  const { api } = useRemoteProps();
  const { siteId, currency, supportDevice, memberId } = useListParams();
  return useQuery({
    ...sportsbookQuery(
      api,
      { currency: currency ?? '', support_device: supportDevice, domain: window.location.hostname, site_id: siteId },
      memberId,
    ),
    enabled: currency !== null,
  });
}
