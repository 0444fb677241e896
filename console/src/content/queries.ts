// The content lists of a site, one query each, under ['content', site, what]: a change refetches
// the list it changed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../api/context.js';
import type {
  BulletinList,
  CarouselList,
  ModelEntry,
  ModelKind,
  PendingApplication,
  RedEnvelope,
  SigninActivity,
  StoredAnnouncement,
} from './types.js';

/** What each list answers, by its path under /sites/:site_id. */
interface Lists {
  announcements: { items: StoredAnnouncement[] };
  marquee: { items: StoredAnnouncement[] };
  bulletins: BulletinList;
  carousel: CarouselList;
  'models/setting': { items: ModelEntry[] };
  'models/sponsor': { items: ModelEntry[] };
  'models/login': { items: ModelEntry[] };
  'red-envelopes': { items: RedEnvelope[] };
  'promotions/applications': { items: PendingApplication[] };
  signin: { items: SigninActivity[] };
}
export type ListPath = keyof Lists;
export const modelsPath = (kind: ModelKind): `models/${ModelKind}` => `models/${kind}`;

export const contentKey = (siteId: string, path: ListPath) => ['content', siteId, path] as const;
export const sitePath = (siteId: string, path: string) => `/sites/${encodeURIComponent(siteId)}/${path}`;

export function useContentList<P extends ListPath>(siteId: string, path: P) {
  const api = useApi();
  return useQuery({
    queryKey: contentKey(siteId, path),
    queryFn: () => api.get<Lists[P]>(sitePath(siteId, path)),
  });
}

/** Refetches lists of the site after a change. */
export function useRefetch(siteId: string): (...paths: ListPath[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (...paths: ListPath[]) => {
      await Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: contentKey(siteId, path) })));
    },
    [queryClient, siteId],
  );
}
