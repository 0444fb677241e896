// GET /clientCaptcha (spec 01 §7, a "local" call): { text, data } for the transfer-verification form.
import type { ApiClient, ApiResult, ClientCaptcha } from '@croupier/shared';

export function getClientCaptcha(api: ApiClient): Promise<ApiResult<ClientCaptcha>> {
  return api.get<ClientCaptcha>('/clientCaptcha');
}
