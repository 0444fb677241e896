// POST /register/valid_message { site_id, recommend_code | agent_id } -> { is_valid }: whether a
// link's agent id or friend-recommend code can introduce a member.
import type { ApiClient, ValidMessageAnswer, ValidMessageRequest } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { isAborted } from '@croupier/shared';

export type IntroducerLink = { agent_id: string } | { recommend_code: string };

/** null when the check itself failed: the link is then neither trusted nor refused. */
export async function fetchLinkValid(
  api: ApiClient,
  siteId: string,
  link: IntroducerLink,
  signal?: AbortSignal,
): Promise<boolean | null> {
  try {
    const request: ValidMessageRequest = { site_id: siteId, ...link };
    const result = await api.post<ValidMessageAnswer>('/register/valid_message', request, { signal });
    return result.success ? result.data.is_valid === true : null;
  } catch (err) {
    if (isAborted(err)) throw err;
    return null;
  }
}

/** Read through the register setup (register-setup.ts). */
export const linkValidQuery = (api: ApiClient, siteId: string, link: IntroducerLink) =>
  queryOptions({
    queryKey: authKeys.validMessage(siteId, link),
    queryFn: ({ signal }) => fetchLinkValid(api, siteId, link, signal),
  });
