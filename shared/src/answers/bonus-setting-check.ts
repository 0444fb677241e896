// POST /bonus_setting/check { site_id, member_currency } -> old style, body { is_friend }: whether
// the currency offers friend recommendation (spec 01 §7, 02 §6). mf-auth's register form then shows
// the referral code field, mf-member-center's menu its recommend_award group: both read the answer
// here, so they never disagree. Each remote keys its own query.
import type { ApiClient } from '../api/index.js';
import type { BonusSettingAnswer } from '../contracts/index.js';

/**
 * On when is_friend is 1 (the spec: "is_friend equal to 1"). Anything else is off, strictly: 0, 2,
 * '1', true, no is_friend or no body.
 */
export function isFriendOn(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const isFriend: unknown = (body as Partial<BonusSettingAnswer>).is_friend;
  return isFriend === 1;
}

/** Friend recommendation for the site and currency; a refused check counts as "not offered". */
export async function fetchIsFriend(
  api: ApiClient,
  siteId: string,
  currency: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await api.post<BonusSettingAnswer | null>(
    '/bonus_setting/check',
    { site_id: siteId, member_currency: currency },
    { signal },
  );
  return result.success && isFriendOn(result.data);
}
