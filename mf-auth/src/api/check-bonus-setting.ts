// POST /bonus_setting/check { site_id, member_currency } -> { is_friend }: referral offered or not.
import type { ApiClient, ApiResult, BonusSettingAnswer } from '@croupier/shared';

export function checkBonusSetting(
  api: ApiClient,
  input: { site_id: string; member_currency: string },
  signal?: AbortSignal,
): Promise<ApiResult<BonusSettingAnswer>> {
  return api.post<BonusSettingAnswer>('/bonus_setting/check', input, { signal });
}
