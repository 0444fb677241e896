// POST /arks/web/activity/signin { site_id, request_id } (member): signs in today and pays its
// reward through the ledger. 201 (not open) and 202 (already signed) throw the ApiCodeError with
// the server's message. Afterwards the cycle is asked again, and the balance is refreshed
// everywhere (the layout) and in the member centre's wallets.
import {
  BusEvent,
  MEMBER_LAYOUT_KEY,
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type SigninPayload,
  type SigninResult,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function signIn(api: ApiClient, payload: SigninPayload): Promise<SigninResult> {
  return expectSuccess(await api.post<SigninResult>('/arks/web/activity/signin', payload));
}

export function useSignIn() {
  const { api, queryClient, stores, bus } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useMutation({
    mutationKey: ['mf-promotions', 'signin'],
    mutationFn: (requestId: string) => signIn(api, { site_id: siteId, request_id: requestId }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: promotionsKeys.signin(stores.session.getState().member_id) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
      bus.emit(BusEvent.walletRefreshRequested, {});
    },
  });
}
