// POST /arks/web/footer { site_id } -> FooterGroup[] (spec 01 §7): the footer's link groups.
import { expectSuccess, useStore, type ApiClient, type FooterGroup } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchFooter(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<FooterGroup[]> {
  return expectSuccess(await api.post<FooterGroup[]>('/arks/web/footer', { site_id: siteId }, { signal }));
}

export const footerQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: contentKeys.footer,
    queryFn: ({ signal }) => fetchFooter(api, siteId, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useFooter() {
  const { api, stores } = useServices();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(footerQuery(api, siteId));
}
