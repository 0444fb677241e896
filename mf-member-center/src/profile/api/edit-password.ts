// POST /member/profile/edit_password (EditPasswordPayload) -> new style. A refusal shows the
// server's message (spec 02 §8). Success clears a forced change: the member layout is asked again.
import {
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type EditPasswordPayload,
  MEMBER_LAYOUT_KEY,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';

export function editPassword(api: ApiClient, payload: EditPasswordPayload): Promise<ApiResult<unknown>> {
  return api.post('/member/profile/edit_password', payload);
}

export function useEditPassword() {
  const { api, queryClient } = useRemoteProps();
  return useMutation({
    mutationFn: (payload: EditPasswordPayload) => editPassword(api, payload),
    onSuccess: (result) => {
      if (result.success) void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
    },
  });
}
