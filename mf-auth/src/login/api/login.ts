// POST /login with the full login payload (spec 01 §3) and the headers of GET /get_login_header.
// The answer's code decides what happens next: 100 carries a session or a double-validation
// question, 107 and 802 start another flow, the others are shown (login-code-message.ts).
import { useRemoteProps, type ApiClient, type ApiResult, type LoginAnswer, type LoginHeaders, type LoginPayload } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { buildLoginPayload, type LoginFormInput } from '../login-payload.js';
import { fetchLoginHeaders } from './get-login-header.js';

export function postLogin(api: ApiClient, payload: LoginPayload, headers: Partial<LoginHeaders> = {}): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/login', payload, { headers: headers as Record<string, string> });
}

export const loginMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.login(),
    mutationFn: async (input: Omit<LoginFormInput, 'remoteAddr'>) => {
      const headers = await fetchLoginHeaders(api);
      // A browser cannot see its own address; it sends back what /get_login_header told it.
      const payload = buildLoginPayload({ ...input, remoteAddr: headers['x-client-ip'] ?? '' });
      return { payload, result: await postLogin(api, payload, headers) };
    },
  });

export function useLogin() {
  const { api } = useRemoteProps();
  return useMutation(loginMutation(api));
}
