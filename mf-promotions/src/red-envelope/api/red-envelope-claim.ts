// POST /arks/web/activity/red_envelope { id, request_id } -> data { cash, balance } (spec 02 §7, §8).
// A claimed envelope is gone (the query's data becomes null); 102 (already claimed, no share left)
// clears it too. request_id makes a retry after a lost answer the same claim.
import {
  expectSuccess,
  isApiCodeError,
  PromotionCode,
  useRemoteProps,
  type ApiClient,
  type RedEnvelopeClaim,
  type RedEnvelopeClaimPayload,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function claimRedEnvelope(api: ApiClient, payload: RedEnvelopeClaimPayload): Promise<RedEnvelopeClaim> {
  return expectSuccess(await api.post<RedEnvelopeClaim>('/arks/web/activity/red_envelope', payload));
}

export function useClaimRedEnvelope(memberId: number | null) {
  const { api, queryClient } = useRemoteProps();
  const clear = () => queryClient.setQueryData(promotionsKeys.redEnvelope(memberId), null);
  return useMutation({
    mutationKey: ['mf-promotions', 'red-envelope', 'claim'],
    mutationFn: (payload: RedEnvelopeClaimPayload) => claimRedEnvelope(api, payload),
    onSuccess: clear,
    onError: (err) => {
      if (isApiCodeError(err) && err.code === PromotionCode.redEnvelopeUnavailable) clear();
    },
  });
}
