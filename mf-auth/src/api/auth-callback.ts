// POST /auth/callback { site_id, provider, code, udid }: the popup exchanges the provider's code.
import type { ApiClient, ApiResult, AuthCallbackPayload, LoginAnswer } from '@croupier/shared';

export function exchangeAuthCode(api: ApiClient, payload: AuthCallbackPayload): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/auth/callback', payload);
}
