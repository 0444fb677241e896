// POST /member/profile/update (ProfileUpdatePayload) -> new style, data MemberProfile: fills empty
// fields the register settings mark is_member_center. Refusals: RegisterCode duplicates and the
// wrong SMS code (on their field), MemberCode.invalidField (data { field, key }), others the
// server's message; a refusal throws the ApiCodeError (with its data). The answer is the new
// profile, put in the cache at once.
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type MemberProfile,
  type ProfileUpdatePayload,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function updateProfile(api: ApiClient, payload: ProfileUpdatePayload): Promise<MemberProfile | null> {
  return expectSuccess(await api.post<MemberProfile | null>('/member/profile/update', payload));
}

export function useUpdateProfile() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => updateProfile(api, payload),
    onSuccess: (profile) => {
      const key = memberKeys.profile(stores.session.getState().member_id);
      if (profile) queryClient.setQueryData(key, profile);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
