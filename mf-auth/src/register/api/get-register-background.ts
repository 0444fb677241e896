// POST /arks/web/model/register-background/detail { site_id, template } -> { image_url,
// background_color }: the banner above the register form (template 'pc' on desktop, else the
// mobile template). The form works without it: a failure reads as no background.
import type { ApiClient, RegisterBackground } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { isAborted } from '@croupier/shared';

export async function fetchRegisterBackground(
  api: ApiClient,
  siteId: string,
  template: string,
  signal?: AbortSignal,
): Promise<RegisterBackground | null> {
  try {
    const result = await api.post<RegisterBackground>(
      '/arks/web/model/register-background/detail',
      { site_id: siteId, template },
      { signal },
    );
    return result.success ? result.data : null;
  } catch (err) {
    if (isAborted(err)) throw err;
    return null;
  }
}

/** Read through the register setup (register-setup.ts). */
export const registerBackgroundQuery = (api: ApiClient, siteId: string, template: string) =>
  queryOptions({
    queryKey: authKeys.registerBackground(siteId, template),
    queryFn: ({ signal }) => fetchRegisterBackground(api, siteId, template, signal),
  });
