// POST /member_info { id } -> { currency }: the introducing agent's currency (code 106: no such agent).
import type { ApiClient, ApiResult, MemberInfoAnswer } from '@croupier/shared';

export function getMemberInfo(api: ApiClient, input: { id: string; site_id: string }, signal?: AbortSignal): Promise<ApiResult<MemberInfoAnswer | null>> {
  return api.post<MemberInfoAnswer | null>('/member_info', input, { signal });
}
