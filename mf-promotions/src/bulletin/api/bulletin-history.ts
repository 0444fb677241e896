// POST /arks/web/bulletin/history { site_id, display_device } -> data BulletinHistory (spec 02 §7):
// the bulletins shown before, newest first (a member's token also brings the members' ones).
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type BulletinHistory,
  type BulletinHistoryPayload,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function fetchBulletinHistory(
  api: ApiClient,
  payload: BulletinHistoryPayload,
  signal?: AbortSignal,
): Promise<BulletinHistory> {
  const data = expectSuccess(await api.post<BulletinHistory | null>('/arks/web/bulletin/history', payload, { signal }));
  return { list: data?.list ?? [] };
}

export function useBulletinHistoryList(enabled: boolean) {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const siteId = useStore(stores.site, (s) => s.siteId);
  const device = useStore(stores.ui, (s) => (s.isDesktop ? 1 : 2));
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery(
    queryOptions({
      queryKey: promotionsKeys.bulletinHistory(memberId, siteId, device, language),
      queryFn: ({ signal }) => fetchBulletinHistory(api, { site_id: siteId, display_device: device }, signal),
      enabled,
    }),
  );
}
