// POST /arks/web/bulletin/member/hide { site_id, display_device, display_location } (spec 02 §4,
// §7): a member closing a display_frequency 0 bulletin; the server stops sending it, so the
// member's bulletins are asked again afterwards.
import { expectSuccess, useRemoteProps, type ApiClient, type BulletinHidePayload } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function hideBulletins(api: ApiClient, payload: BulletinHidePayload): Promise<{ hidden: number }> {
  return expectSuccess(await api.post<{ hidden: number }>('/arks/web/bulletin/member/hide', payload));
}

export function useHideBulletins(memberId: number | null) {
  const { api, queryClient } = useRemoteProps();
  return useMutation({
    mutationKey: ['mf-promotions', 'bulletin', 'hide'],
    mutationFn: (payload: BulletinHidePayload) => hideBulletins(api, payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKeys.bulletins(memberId) }),
  });
}
