// POST /login/double_validation/skip { member_login_id } (spec 02 §7): another question.
import type { ApiClient, ApiResult, DoubleValidationChallenge } from '@croupier/shared';

export function skipDoubleValidation(api: ApiClient, member_login_id: string): Promise<ApiResult<DoubleValidationChallenge>> {
  return api.post<DoubleValidationChallenge>('/login/double_validation/skip', { member_login_id });
}
