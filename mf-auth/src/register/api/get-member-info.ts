// POST /member_info { id, site_id } -> { currency }: the introducing agent's currency (code 106:
// no such agent). A failure reads as no currency: the next source decides (register-currency.ts).
import type { ApiClient, MemberInfoAnswer } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { isAborted } from '@croupier/shared';

export async function fetchAgentCurrency(
  api: ApiClient,
  siteId: string,
  id: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const result = await api.post<MemberInfoAnswer | null>('/member_info', { id, site_id: siteId }, { signal });
    return result.success && result.data ? result.data.currency : null;
  } catch (err) {
    if (isAborted(err)) throw err;
    return null;
  }
}

/** Read through the register setup (register-setup.ts). */
export const agentCurrencyQuery = (api: ApiClient, siteId: string, id: string) =>
  queryOptions({
    queryKey: authKeys.memberInfo(siteId, id),
    queryFn: ({ signal }) => fetchAgentCurrency(api, siteId, id, signal),
  });
