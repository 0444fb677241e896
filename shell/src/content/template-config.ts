// POST /api/template_config { mobileTemplateName } -> TemplateConfig: the theme, model_version
// and colour overrides of the site's mobile template (the shell draws it from the registry).
import {
  DEFAULT_MOBILE_TEMPLATE,
  expectSuccess,
  toMobileTemplate,
  type ApiClient,
  type MobileTemplateName,
  type TemplateConfig,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

/** The site's MOBILE_TEMPLATE_NAME as a mobile template: legacy names mapped, anything unknown H5_1. */
export function mobileTemplateOf(setting: string | null | undefined): MobileTemplateName {
  return toMobileTemplate(setting) ?? DEFAULT_MOBILE_TEMPLATE;
}

export async function fetchTemplateConfig(
  api: ApiClient,
  name: MobileTemplateName,
  signal?: AbortSignal,
): Promise<TemplateConfig> {
  return expectSuccess(
    await api.post<TemplateConfig>('/api/template_config', { mobileTemplateName: name }, { signal }),
  );
}

export const templateConfigQuery = (api: ApiClient, name: MobileTemplateName) =>
  queryOptions({
    queryKey: contentKeys.templateConfig(name),
    queryFn: ({ signal }) => fetchTemplateConfig(api, name, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useTemplateConfig(name: MobileTemplateName) {
  const { api } = useServices();
  return useQuery(templateConfigQuery(api, name));
}
