// POST /login with the full login payload (spec 01 §3: the form, and what the browser tells about
// itself) and the headers of GET /get_login_header. The answer's code decides what happens next:
// 100 carries a session or a double-validation question, 107 and 802 start another flow, the
// others are shown (code-messages.ts).
import {
  browserStorage,
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type LoginAnswer,
  type LoginHeaders,
  type LoginPayload,
} from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { getUdid, parseUserAgent } from '../client-info.js';
import { fetchLoginHeaders } from './get-login-header.js';

export interface LoginFormInput {
  account: string;
  password: string;
  answer: string;
  captchaToken: string;
  siteId: string;
  isDesktop: boolean;
  /** The client's address as GET /get_login_header reported it ('' when unknown). */
  remoteAddr?: string;
}

export interface BrowserEnv {
  host: string;
  userAgent: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const browserEnv = (): BrowserEnv => ({
  host: window.location.host,
  userAgent: navigator.userAgent,
  storage: browserStorage('local'),
});

export function buildLoginPayload(input: LoginFormInput, env: BrowserEnv = browserEnv()): LoginPayload {
  return {
    account: input.account.trim(),
    password: input.password,
    site_id: input.siteId,
    answer: input.answer.trim(),
    captcha_token: input.captchaToken,
    // A browser cannot see its own address; it sends back what /get_login_header told it.
    remote_addr: input.remoteAddr ?? '',
    host: env.host,
    // A browser is 'web' (ios/android are the native shells); the layout tells desktop from mobile.
    device: 'web',
    system_group: input.isDesktop ? 'pc' : 'mobile',
    udid: getUdid(env.storage),
    login_type: '1',
    cdn: '',
    ...parseUserAgent(env.userAgent),
  };
}

export function postLogin(
  api: ApiClient,
  payload: LoginPayload,
  headers: Partial<LoginHeaders> = {},
): Promise<ApiResult<LoginAnswer>> {
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
