// What the three model lists (/web/model_setting, /web/model_sponsor, /web/model_login) send:
// site_id, the interface language and the model_version of the site's template (its
// template_config; 1 until that answers or when it fails).
import {
  DEFAULT_MODEL_VERSION,
  isLanguageCode,
  useStore,
  type LanguageCode,
  type ModelListRequest,
} from '@croupier/shared';
import { useServices } from '../services/services-context.js';
import { mobileTemplateOf, useTemplateConfig } from './template-config.js';

export interface ModelListParams {
  body: ModelListRequest;
  /** false while the template config is still loading (so the list is fetched once, with the right version). */
  ready: boolean;
}

export function useModelListParams(): ModelListParams {
  const { stores } = useServices();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const setting = useStore(stores.site, (s) => s.detail?.settings.MOBILE_TEMPLATE_NAME);
  const language = useStore(stores.ui, (s) => s.language);
  const config = useTemplateConfig(mobileTemplateOf(setting));
  return {
    body: {
      site_id: siteId,
      language: (isLanguageCode(language) ? language : 'en_US') as LanguageCode,
      model_version: config.data?.model_version ?? DEFAULT_MODEL_VERSION,
    },
    ready: !config.isPending,
  };
}
