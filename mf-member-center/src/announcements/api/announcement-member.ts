// POST /arks/web/announcement/member { site_id, page, count } -> new style AnnouncementList: the
// announcements shown after login, newest first (the api sorts; sorted again here to be sure).
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type AnnouncementList,
  type AnnouncementListPayload,
  type ApiClient,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../constants.js';
import { memberKeys } from '../../query-keys.js';

export async function fetchMemberAnnouncements(
  api: ApiClient,
  payload: AnnouncementListPayload,
  signal?: AbortSignal,
): Promise<AnnouncementList> {
  const data = expectSuccess(
    await api.post<AnnouncementList | null>('/arks/web/announcement/member', payload, { signal }),
  );
  const list = [...(data?.web_announcement_list ?? [])].sort((a, b) => b.created_at - a.created_at || b.sort - a.sort);
  return { web_announcement_list: list, total_count: data?.total_count ?? list.length };
}

// The api answers title and content in the `lang` header's language: keyed by it.
export const memberAnnouncementsQuery = (api: ApiClient, siteId: string, language: string) =>
  queryOptions({
    queryKey: memberKeys.announcements(siteId, language),
    queryFn: ({ signal }) =>
      fetchMemberAnnouncements(api, { site_id: siteId, page: 1, count: ANNOUNCEMENT_PAGE_SIZE }, signal),
  });

export function useMemberAnnouncements() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery(memberAnnouncementsQuery(api, siteId, language));
}
