// POST /register/verification { fields, site_id, member_currency, verification: 1 } -> code only:
// 100 free, 102-105 / 114 taken (spec 01 §8).
import type { ApiClient, ApiResult, RegisterVerificationRequest } from '@croupier/shared';

export function checkRegisterVerification(api: ApiClient, input: Omit<RegisterVerificationRequest, 'verification'>): Promise<ApiResult<null>> {
  return api.post<null>('/register/verification', { ...input, verification: 1 });
}
