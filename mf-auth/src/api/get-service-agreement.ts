// POST /arks/web/register-settings/service-agreement { site_id } -> { content } (HTML, to sanitise).
import type { ApiClient, ApiResult, ServiceAgreement } from '@croupier/shared';

export function getServiceAgreement(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<ApiResult<ServiceAgreement>> {
  return api.post<ServiceAgreement>('/arks/web/register-settings/service-agreement', { site_id: siteId }, { signal });
}
