// POST /arks/web/site/detail { site_id, bucket, overrides } (spec 01 §7): settings, env_config
// (socket) and the module list, each placed remote with the release this browser gets
// (remotes/release-visitor.ts). Fetched once at boot.
import { expectSuccess, type ApiClient, type SiteDetail, type SiteDetailRequest } from '@croupier/shared';

export type SiteDetailVisitor = Omit<SiteDetailRequest, 'site_id'>;

export async function fetchSiteDetail(
  api: ApiClient,
  siteId: string,
  visitor: SiteDetailVisitor = {},
): Promise<SiteDetail> {
  const overrides = visitor.overrides?.length ? { overrides: visitor.overrides } : {};
  const body: SiteDetailRequest = {
    site_id: siteId,
    ...(visitor.bucket === undefined ? {} : { bucket: visitor.bucket }),
    ...overrides,
  };
  return expectSuccess(await api.post<SiteDetail>('/arks/web/site/detail', body));
}
