// POST /auth/callback { site_id, provider, code, udid }: the popup exchanges the provider's code
// for a session, or a code (THIRD_PARTY_CODE). The whole callback is one query keyed by its URL:
// it runs once per callback however often the page renders, as it must (the state serves once,
// the code can be exchanged once).
import {
  browserStorage,
  THIRD_PARTY_CODE,
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type AuthCallbackPayload,
  type LoginAnswer,
  type LoginSession,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { useSiteTimezone } from '@croupier/shared/dates';
import { isDoubleValidationAnswer } from '../../double-validation/index.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUdid } from '../../login/index.js';
import { authKeys } from '../../query-keys.js';
import { takePendingAuth } from '../auth-popup.js';
import { exclusionMessage, thirdPartyMessage } from '../../code-messages.js';

export function exchangeAuthCode(api: ApiClient, payload: AuthCallbackPayload): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/auth/callback', payload);
}

export type CallbackOutcome =
  | { state: 'done'; session: LoginSession }
  | { state: 'cancelled' }
  /** `serverText`: what the server said, told to the opener as it is (else the message is). */
  | { state: 'failed'; code: number; message: Message; serverText?: string };

const refused = (message: Message): CallbackOutcome => ({
  state: 'failed',
  code: THIRD_PARTY_CODE.codeInvalid,
  message,
});

/** Only a sign-in this site started (its state in localStorage) is exchanged. `zone`: the site's, for an exclusion's end date. */
export async function resolveCallback(
  api: ApiClient,
  search: string,
  siteId: string,
  win: Window,
  zone: string,
): Promise<CallbackOutcome> {
  const params = new URLSearchParams(search);
  const pending = takePendingAuth(params.get('state'), browserStorage('local', win));
  if (!pending) return refused({ key: 'third_party.err_state' });
  if (params.get('error')) return { state: 'cancelled' };
  const code = params.get('code');
  if (!code) return refused({ key: 'third_party.err_code' });
  try {
    const result = await exchangeAuthCode(api, {
      site_id: siteId,
      provider: pending.provider,
      code,
      udid: getUdid(browserStorage('local', win)),
    });
    if (result.success && !isDoubleValidationAnswer(result.data)) return { state: 'done', session: result.data };
    // A time-out or self-exclusion (604/605): the opener is told the message with its end date, not the server's text.
    const exclusion = exclusionMessage(result.code, result.data, result.message, zone);
    if (exclusion) return { state: 'failed', code: result.code, message: exclusion };
    return {
      state: 'failed',
      code: result.code,
      message: thirdPartyMessage(result.code, result.message),
      serverText: result.message,
    };
  } catch (err) {
    return refused(transportErrorMessage(err));
  }
}

export const authCallbackQuery = (api: ApiClient, search: string, siteId: string, win: Window, zone: string) =>
  queryOptions({
    queryKey: authKeys.authCallback(search),
    queryFn: () => resolveCallback(api, search, siteId, win, zone),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useAuthCallback(search: string, siteId: string, win: Window) {
  const { api } = useRemoteProps();
  const zone = useSiteTimezone();
  return useQuery(authCallbackQuery(api, search, siteId, win, zone)).data;
}
