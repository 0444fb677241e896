// POST /arks/web/promotion/apply { site_id, id, request_id } (member): apply_type 1 answers
// 'pending', apply_type 2 'approved' with the bonus paid. A refusal (301-304) throws the
// ApiCodeError with the server's message. On success the detail is asked again (its status), and
// a bonus refreshes the balance everywhere (the layout) and the member centre's wallets.
import {
  BusEvent,
  MEMBER_LAYOUT_KEY,
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type PromotionApplyPayload,
  type PromotionApplyResult,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function applyPromotion(api: ApiClient, payload: PromotionApplyPayload): Promise<PromotionApplyResult> {
  return expectSuccess(await api.post<PromotionApplyResult>('/arks/web/promotion/apply', payload));
}

export function useApplyPromotion() {
  const { api, queryClient, stores, bus } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useMutation({
    mutationKey: ['mf-promotions', 'promotion-apply'],
    mutationFn: (payload: Omit<PromotionApplyPayload, 'site_id'>) =>
      applyPromotion(api, { site_id: siteId, ...payload }),
    onSuccess: async (result, { id }) => {
      if (result.status === 'approved') {
        void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
        bus.emit(BusEvent.walletRefreshRequested, {});
      }
      const { member_id: memberId } = stores.session.getState();
      await queryClient.invalidateQueries({
        queryKey: promotionsKeys.promotion(memberId, siteId, id, stores.ui.getState().language),
      });
    },
  });
}
