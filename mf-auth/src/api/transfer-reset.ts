// POST /arks/web/vx/reset { account, password, token } (spec 01 §7): the code says how it went.
import type { ApiClient, ApiResult, TransferResetPayload } from '@croupier/shared';

export function transferReset(api: ApiClient, payload: TransferResetPayload): Promise<ApiResult<null>> {
  return api.post<null>('/arks/web/vx/reset', payload);
}
