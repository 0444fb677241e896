// POST /login/double_validation/skip { member_login_id } (spec 02 §7): another question
// (Skip, offered while available_questions_count > 1).
import { useRemoteProps, type ApiClient, type ApiResult, type DoubleValidationChallenge } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function skipDoubleValidation(
  api: ApiClient,
  member_login_id: string,
): Promise<ApiResult<DoubleValidationChallenge>> {
  return api.post<DoubleValidationChallenge>('/login/double_validation/skip', { member_login_id });
}

export const skipDoubleValidationMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.doubleValidationSkip(),
    mutationFn: (member_login_id: string) => skipDoubleValidation(api, member_login_id),
  });

export function useSkipDoubleValidation() {
  const { api } = useRemoteProps();
  return useMutation(skipDoubleValidationMutation(api));
}
