// POST /arks/web/announcement/detail { site_id, id } -> Announcement (the /main/:id page). Public;
// PromotionCode.notFound (101) when there is no such announcement. Keyed by the language.
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type Announcement,
  type AnnouncementDetailPayload,
  type ApiClient,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function fetchAnnouncement(
  api: ApiClient,
  siteId: string,
  id: number,
  signal?: AbortSignal,
): Promise<Announcement> {
  const payload: AnnouncementDetailPayload = { site_id: siteId, id };
  return expectSuccess(await api.post<Announcement>('/arks/web/announcement/detail', payload, { signal }));
}

export const announcementQuery = (api: ApiClient, siteId: string, language: string, id: number) =>
  queryOptions({
    queryKey: promotionsKeys.announcement(siteId, language, id),
    queryFn: ({ signal }) => fetchAnnouncement(api, siteId, id, signal),
  });

export function useAnnouncement(id: number) {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery(announcementQuery(api, siteId, language, id));
}
