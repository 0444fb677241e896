// POST /member/profile/update (ProfileUpdatePayload) -> new style, data MemberProfile: fills empty
// fields the register settings mark is_member_center. Refusals: RegisterCode duplicates and the
// wrong SMS code (on their field), MemberCode.invalidField (data { field, key }), others the
// server's message. The answer is the new profile, put in the cache at once.
import { useRemoteProps, type ApiClient, type ApiResult, type MemberProfile, type ProfileUpdatePayload } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export function updateProfile(api: ApiClient, payload: ProfileUpdatePayload): Promise<ApiResult<MemberProfile | null>> {
  return api.post<MemberProfile | null>('/member/profile/update', payload);
}

export function useUpdateProfile() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => updateProfile(api, payload),
    onSuccess: (result) => {
      const key = memberKeys.profile(stores.session.getState().member_id);
      if (result.success && result.data) queryClient.setQueryData(key, result.data);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
