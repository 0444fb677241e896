// POST /arks/web/site/detail { site_id } (spec 01 §7): settings, env_config (socket) and
// the module list. Fetched once at boot.
import { expectSuccess, type ApiClient, type SiteDetail } from '@croupier/shared';

export async function fetchSiteDetail(api: ApiClient, siteId: string): Promise<SiteDetail> {
  return expectSuccess(await api.post<SiteDetail>('/arks/web/site/detail', { site_id: siteId }));
}
