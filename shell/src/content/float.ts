// POST /arks/web/float { site_id } -> FloatEntry[] (spec 01 §7): the floating side buttons.
import { expectSuccess, useStore, type ApiClient, type FloatEntry } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchFloat(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<FloatEntry[]> {
  return expectSuccess(await api.post<FloatEntry[]>('/arks/web/float', { site_id: siteId }, { signal }));
}

export const floatQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: contentKeys.float,
    queryFn: ({ signal }) => fetchFloat(api, siteId, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useFloat() {
  const { api, stores } = useServices();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(floatQuery(api, siteId));
}
