// POST /arks/web/register-settings/service-agreement { site_id } -> { content }: server HTML, made
// safe with sanitizeHtml (DOMPurify) before anything shows it.
import { expectSuccess, sanitizeHtml, useRemoteProps, type ApiClient, type ServiceAgreement } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

/** The agreement as safe HTML: scripts, handlers, styles, forms and frames are gone. */
export async function fetchServiceAgreement(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<string> {
  const data = expectSuccess(
    await api.post<ServiceAgreement>('/arks/web/register-settings/service-agreement', { site_id: siteId }, { signal }),
  );
  return sanitizeHtml(data?.content ?? '');
}

export const serviceAgreementQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: authKeys.serviceAgreement(siteId),
    queryFn: ({ signal }) => fetchServiceAgreement(api, siteId, signal),
    // Each opening of the agreement loads it afresh.
    gcTime: 0,
  });

export function useServiceAgreement(siteId: string) {
  const { api } = useRemoteProps();
  return useQuery(serviceAgreementQuery(api, siteId));
}
