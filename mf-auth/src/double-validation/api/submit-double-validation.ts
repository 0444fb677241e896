// POST /login/double_validation (spec 02 §7): the answer and the captcha, plus IP info (the
// x-client-ip of GET /get_login_header and this browser's udid). Codes as DOUBLE_VALIDATION_CODE.
import {
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type DoubleValidationPayload,
  type LoginAnswer,
} from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { fetchLoginHeaders, getUdid } from '../../login/index.js';
import { authKeys } from '../../query-keys.js';

export function submitDoubleValidation(
  api: ApiClient,
  payload: DoubleValidationPayload,
): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/login/double_validation', payload);
}

export type DoubleValidationAnswer = Omit<DoubleValidationPayload, 'remote_addr' | 'udid'>;

export const submitDoubleValidationMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.doubleValidation(),
    mutationFn: async (answer: DoubleValidationAnswer) => {
      const headers = await fetchLoginHeaders(api);
      return submitDoubleValidation(api, { ...answer, remote_addr: headers['x-client-ip'] ?? '', udid: getUdid() });
    },
  });

export function useSubmitDoubleValidation() {
  const { api } = useRemoteProps();
  return useMutation(submitDoubleValidationMutation(api));
}
