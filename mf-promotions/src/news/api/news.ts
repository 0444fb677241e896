// POST /arks/web/announcement/news { site_id, page, count } -> AnnouncementList: the news (the
// announcements shown before login), newest first, NEWS_PAGE_SIZE a page. Public; keyed by the
// language and the page (the page shown stays while the next loads).
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type AnnouncementList,
  type ApiClient,
  type NewsListPayload,
} from '@croupier/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';
import { NEWS_PAGE_SIZE } from '../../constants.js';

export async function fetchNews(
  api: ApiClient,
  siteId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AnnouncementList> {
  const payload: NewsListPayload = { site_id: siteId, page, count: NEWS_PAGE_SIZE };
  return expectSuccess(await api.post<AnnouncementList>('/arks/web/announcement/news', payload, { signal }));
}

export const newsQuery = (api: ApiClient, siteId: string, language: string, page: number) =>
  queryOptions({
    queryKey: promotionsKeys.news(siteId, language, page),
    queryFn: ({ signal }) => fetchNews(api, siteId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useNews(page: number) {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery(newsQuery(api, siteId, language, page));
}
