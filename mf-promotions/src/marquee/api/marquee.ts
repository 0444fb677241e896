// POST /arks/web/announcement/marquee { site_id, sort_field 'sort', sort_order 'desc' } -> MarqueeList
// (spec 02 §7): the announcements flagged for the marquee. Public (a member's token, when there is
// one, lets the api add the after-login ones); keyed by the language.
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type MarqueeList,
  type MarqueePayload,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function fetchMarquee(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<MarqueeList> {
  const payload: MarqueePayload = { site_id: siteId, sort_field: 'sort', sort_order: 'desc' };
  return expectSuccess(await api.post<MarqueeList>('/arks/web/announcement/marquee', payload, { signal }));
}

export const marqueeQuery = (api: ApiClient, siteId: string, language: string) =>
  queryOptions({
    queryKey: promotionsKeys.marquee(siteId, language),
    queryFn: ({ signal }) => fetchMarquee(api, siteId, signal),
  });

export function useMarquee() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery(marqueeQuery(api, siteId, language));
}
