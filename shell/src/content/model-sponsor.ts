// POST /web/model_sponsor { site_id, language, model_version } -> ModelSponsorEntry[] (spec 01 §7):
// the sponsors (the /sponsor page), in the interface language.
import { expectSuccess, type ApiClient, type ModelListRequest, type ModelSponsorEntry } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { useModelListParams } from './model-list.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchModelSponsors(api: ApiClient, body: ModelListRequest, signal?: AbortSignal): Promise<ModelSponsorEntry[]> {
  return expectSuccess(await api.post<ModelSponsorEntry[]>('/web/model_sponsor', body, { signal }));
}

/** Keyed by language (what the public channel's refresh names), then model_version. */
export const modelSponsorQuery = (api: ApiClient, body: ModelListRequest) =>
  queryOptions({
    queryKey: [...contentKeys.modelSponsor(body.language), body.model_version] as const,
    queryFn: ({ signal }) => fetchModelSponsors(api, body, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useModelSponsors() {
  const { api } = useServices();
  const { body, ready } = useModelListParams();
  return useQuery({ ...modelSponsorQuery(api, body), enabled: ready });
}
