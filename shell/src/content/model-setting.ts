// POST /web/model_setting { site_id, language, model_version } -> ModelSettingEntry[] (spec 01 §7):
// the home page ads, in the interface language.
import { expectSuccess, type ApiClient, type ModelListRequest, type ModelSettingEntry } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { useModelListParams } from './model-list.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchModelSettings(
  api: ApiClient,
  body: ModelListRequest,
  signal?: AbortSignal,
): Promise<ModelSettingEntry[]> {
  return expectSuccess(await api.post<ModelSettingEntry[]>('/web/model_setting', body, { signal }));
}

/** Keyed by language (what the public channel's refresh names), then model_version. */
export const modelSettingQuery = (api: ApiClient, body: ModelListRequest) =>
  queryOptions({
    queryKey: [...contentKeys.modelSetting(body.language), body.model_version] as const,
    queryFn: ({ signal }) => fetchModelSettings(api, body, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useModelSettings() {
  const { api } = useServices();
  const { body, ready } = useModelListParams();
  return useQuery({ ...modelSettingQuery(api, body), enabled: ready });
}
