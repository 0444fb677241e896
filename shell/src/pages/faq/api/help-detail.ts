// POST /arks/web/help/detail { site_id, id, language } -> one help page (HTML to sanitise).
import { expectSuccess, type ApiClient, type FaqId, type HelpPageDetail } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';

export const helpDetailKey = (siteId: string, id: FaqId, language: string) =>
  ['shell', 'pages', 'help-detail', siteId, id, language] as const;

export async function fetchHelpDetail(
  api: ApiClient,
  siteId: string,
  id: FaqId,
  language: string,
  signal?: AbortSignal,
): Promise<HelpPageDetail> {
  return expectSuccess(
    await api.post<HelpPageDetail>('/arks/web/help/detail', { site_id: siteId, id, language }, { signal }),
  );
}

export const helpDetailQuery = (api: ApiClient, siteId: string, id: FaqId, language: string) =>
  queryOptions({
    queryKey: helpDetailKey(siteId, id, language),
    queryFn: ({ signal }) => fetchHelpDetail(api, siteId, id, language, signal),
  });
