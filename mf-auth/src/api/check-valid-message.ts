// POST /register/valid_message { site_id, recommend_code | agent_id } -> { is_valid }: whether a
// link's agent id or friend-recommend code can introduce a member.
import type { ApiClient, ApiResult, ValidMessageAnswer, ValidMessageRequest } from '@croupier/shared';

export function checkValidMessage(api: ApiClient, input: ValidMessageRequest, signal?: AbortSignal): Promise<ApiResult<ValidMessageAnswer>> {
  return api.post<ValidMessageAnswer>('/register/valid_message', input, { signal });
}
