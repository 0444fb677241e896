// POST /arks/web/help/list { site_id, language } -> the help topics (/faq and the topic menu).
import { expectSuccess, type ApiClient, type HelpPageSummary } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';

export const helpListKey = (siteId: string, language: string) =>
  ['shell', 'pages', 'help-list', siteId, language] as const;

export async function fetchHelpList(
  api: ApiClient,
  siteId: string,
  language: string,
  signal?: AbortSignal,
): Promise<HelpPageSummary[]> {
  return expectSuccess(
    await api.post<HelpPageSummary[]>('/arks/web/help/list', { site_id: siteId, language }, { signal }),
  );
}

export const helpListQuery = (api: ApiClient, siteId: string, language: string) =>
  queryOptions({
    queryKey: helpListKey(siteId, language),
    queryFn: ({ signal }) => fetchHelpList(api, siteId, language, signal),
  });
