// POST /web/model_login { site_id, language, model_version } -> ModelLoginEntry[] (spec 01 §7):
// the content beside the login form (HTML: sanitise it), in the interface language.
import { expectSuccess, type ApiClient, type ModelListRequest, type ModelLoginEntry } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { useModelListParams } from './model-list.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchModelLogin(api: ApiClient, body: ModelListRequest, signal?: AbortSignal): Promise<ModelLoginEntry[]> {
  return expectSuccess(await api.post<ModelLoginEntry[]>('/web/model_login', body, { signal }));
}

/** Keyed by language (what the public channel's refresh names), then model_version. */
export const modelLoginQuery = (api: ApiClient, body: ModelListRequest) =>
  queryOptions({
    queryKey: [...contentKeys.modelLogin(body.language), body.model_version] as const,
    queryFn: ({ signal }) => fetchModelLogin(api, body, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useModelLogin() {
  const { api } = useServices();
  const { body, ready } = useModelListParams();
  return useQuery({ ...modelLoginQuery(api, body), enabled: ready });
}
