// POST /web/model_sponsor { site_id, language, model_version } -> the sponsors (spec 01 §7).
// Its key is the content key the bob_mobile_template channel's model_sponsor.url refreshes.
import { DEFAULT_MODEL_VERSION, expectSuccess, type ApiClient, type ModelSponsorEntry } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../../../content/query-keys.js';

export async function fetchModelSponsor(
  api: ApiClient,
  siteId: string,
  language: string,
  signal?: AbortSignal,
): Promise<ModelSponsorEntry[]> {
  const body = { site_id: siteId, language, model_version: DEFAULT_MODEL_VERSION };
  return expectSuccess(await api.post<ModelSponsorEntry[]>('/web/model_sponsor', body, { signal }));
}

export const modelSponsorQuery = (api: ApiClient, siteId: string, language: string) =>
  queryOptions({
    queryKey: contentKeys.modelSponsor(language),
    queryFn: ({ signal }) => fetchModelSponsor(api, siteId, language, signal),
  });
