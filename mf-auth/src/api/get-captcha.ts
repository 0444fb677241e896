// POST /captcha { type, site_id } — answered in the old style; the client normalises it.
import type { ApiClient, ApiResult, CaptchaResponse } from '@croupier/shared';

export interface GetCaptchaInput {
  /** CAPTCHA_TYPE_LOGIN or CAPTCHA_TYPE_REGISTER. */
  type: number;
  site_id: string;
}

export function getCaptcha(api: ApiClient, input: GetCaptchaInput): Promise<ApiResult<CaptchaResponse>> {
  return api.post<CaptchaResponse>('/captcha', input);
}
