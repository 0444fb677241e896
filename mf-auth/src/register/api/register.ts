// POST /register with the registration payload -> a LoginSession on success (the member is logged
// in), or a code of spec 01 §8 (with { field, key } when the api's shared schema refused a field).
import {
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type LoginSession,
  type RegisterFieldError,
  type RegisterPayload,
} from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function postRegister(
  api: ApiClient,
  payload: RegisterPayload,
): Promise<ApiResult<LoginSession | RegisterFieldError | null>> {
  return api.post<LoginSession | RegisterFieldError | null>('/register', payload);
}

export const registerMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.register(),
    mutationFn: (payload: RegisterPayload) => postRegister(api, payload),
  });

export function useRegister() {
  const { api } = useRemoteProps();
  return useMutation(registerMutation(api));
}
