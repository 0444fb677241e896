import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { LiveMap, Release } from '../api/types.js';

/** How many of a remote's latest releases the page offers. */
export const RELEASES_SHOWN = 20;

export const liveMapKey = (siteId: string) => ['live-map', siteId] as const;
export const releasesKey = (module: string) => ['releases', module] as const;

/** The site's live map: what each remote serves, its health, the latest changes. */
export function useLiveMap(siteId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: liveMapKey(siteId ?? ''),
    queryFn: () => api.get<LiveMap>(`/sites/${encodeURIComponent(siteId ?? '')}/releases`),
    enabled: siteId !== null,
  });
}

/** A remote's registered releases, the newest first. */
export function useReleases(module: string) {
  const api = useApi();
  return useQuery({
    queryKey: releasesKey(module),
    queryFn: () => api.get<Release[]>(`/releases/${encodeURIComponent(module)}`, { limit: RELEASES_SHOWN }),
  });
}
