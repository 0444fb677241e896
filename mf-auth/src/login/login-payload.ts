// Builds the LoginPayload of spec 01 §3 from the form and what the browser tells us.
import type { LoginPayload } from '@croupier/shared';
import { getUdid, parseUserAgent } from './client-info.js';

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
  storage: window.localStorage,
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
