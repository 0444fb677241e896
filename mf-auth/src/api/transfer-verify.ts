// POST /arks/web/vx/verify (spec 01 §7) -> { token }.
import type { ApiClient, ApiResult, TransferVerifyPayload } from '@croupier/shared';

export function transferVerify(api: ApiClient, payload: TransferVerifyPayload): Promise<ApiResult<{ token: string }>> {
  return api.post<{ token: string }>('/arks/web/vx/verify', payload);
}
