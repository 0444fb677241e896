// POST /arks/web/member/letter (LetterListPayload: the first LETTER_PAGE_SIZE letters, newest
// first) -> new style data { list, total_count, unread_count } (spec 02 §7). A background call. The
// Letter page and the member-services parcel (the unread badge) read the same entry.
import {
  LETTER_PAGE_SIZE,
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type LetterList,
  type LetterListPayload,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export function letterListPayload(siteId: string, language: string): LetterListPayload {
  return {
    active: 1,
    count: LETTER_PAGE_SIZE,
    language,
    page: 1,
    site_id: siteId,
    sort_field: 'id',
    sort_order: 'desc',
  };
}

export async function fetchLetterList(
  api: ApiClient,
  payload: LetterListPayload,
  signal?: AbortSignal,
): Promise<LetterList> {
  const data = expectSuccess(
    await api.post<LetterList | null>('/arks/web/member/letter', payload, { background: true, signal }),
  );
  return { list: data?.list ?? [], total_count: data?.total_count ?? 0, unread_count: data?.unread_count ?? 0 };
}

export const letterListQuery = (api: ApiClient, memberId: number | null, siteId: string, language: string) =>
  queryOptions({
    queryKey: memberKeys.letters(memberId, language),
    queryFn: ({ signal }) => fetchLetterList(api, letterListPayload(siteId, language), signal),
  });

/** The member's letters; asks nothing for a guest. */
export function useLetterList() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery({ ...letterListQuery(api, memberId, siteId, language), enabled: memberId !== null });
}
