// POST /member/profile/balance/all/back -> new style data { cash }: every provider wallet moved
// back to the main one (spec 02 §4). Codes 101-105 have their own message (spec 02 §8). The wallet
// and the layout are asked again after, whatever the answer.
import {
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type BalanceBackResponse,
  MEMBER_LAYOUT_KEY,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export function transferAllBack(api: ApiClient): Promise<ApiResult<BalanceBackResponse | null>> {
  return api.post<BalanceBackResponse | null>('/member/profile/balance/all/back', {});
}

export function useTransferAllBack() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationFn: () => transferAllBack(api),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.myCash(stores.session.getState().member_id) });
      void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
    },
  });
}
