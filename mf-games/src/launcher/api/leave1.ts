// POST /member/game/leave1 -> data.cash: every provider wallet of the member back into the main
// one (spec 02 §4), so the launcher calls it once no real game is left. The launcher reads the
// answer itself (a refusal's message is shown); a transport failure throws (ApiError).
import type { ApiClient, ApiResult, BalanceBackResponse } from '@croupier/shared';

export function leave1(api: ApiClient): Promise<ApiResult<BalanceBackResponse>> {
  return api.post<BalanceBackResponse>('/member/game/leave1');
}
