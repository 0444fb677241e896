// POST /login/double_validation (spec 02 §7): the answer, the captcha, plus IP info.
import type { ApiClient, ApiResult, DoubleValidationPayload, LoginAnswer } from '@croupier/shared';

export function submitDoubleValidation(api: ApiClient, payload: DoubleValidationPayload): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/login/double_validation', payload);
}
