// POST /arks/web/activity/red_envelope_promotion { site_id } -> data { envelope } (spec 02 §7): the
// envelope the member can claim now, or null. Members only; a background call.
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type RedEnvelope,
  type RedEnvelopePromotion,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function fetchRedEnvelope(
  api: ApiClient,
  siteId: string,
  signal?: AbortSignal,
): Promise<RedEnvelope | null> {
  const data = expectSuccess(
    await api.post<RedEnvelopePromotion | null>(
      '/arks/web/activity/red_envelope_promotion',
      { site_id: siteId },
      { background: true, signal },
    ),
  );
  return data?.envelope ?? null;
}

export const redEnvelopeQuery = (api: ApiClient, memberId: number | null, siteId: string) =>
  queryOptions({
    queryKey: promotionsKeys.redEnvelope(memberId),
    queryFn: ({ signal }) => fetchRedEnvelope(api, siteId, signal),
    enabled: memberId !== null,
  });

export function useRedEnvelope(memberId: number | null) {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(redEnvelopeQuery(api, memberId, siteId));
}
