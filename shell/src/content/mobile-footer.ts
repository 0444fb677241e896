// POST /arks/web/web-mobile-footer { site_id, template } -> MobileFooterEntry[] (spec 01 §7):
// the mobile bottom navigation of the template in use.
import { expectSuccess, useStore, type ApiClient, type MobileFooterEntry, type TemplateName } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchMobileFooter(
  api: ApiClient,
  siteId: string,
  template: TemplateName,
  signal?: AbortSignal,
): Promise<MobileFooterEntry[]> {
  return expectSuccess(
    await api.post<MobileFooterEntry[]>('/arks/web/web-mobile-footer', { site_id: siteId, template }, { signal }),
  );
}

export const mobileFooterQuery = (api: ApiClient, siteId: string, template: TemplateName) =>
  queryOptions({
    queryKey: contentKeys.mobileFooter(template),
    queryFn: ({ signal }) => fetchMobileFooter(api, siteId, template, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useMobileFooter(template: TemplateName) {
  const { api, stores } = useServices();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(mobileFooterQuery(api, siteId, template));
}
