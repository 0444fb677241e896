// Which template to draw and how it looks: the desktop template on desktop, else the site's
// MOBILE_TEMPLATE_NAME (legacy names mapped) from the registry, with the theme and colour
// overrides of its template_config when the api has answered.
import { useStore, type TemplateConfig } from '@croupier/shared';
import { useMemo } from 'react';
import { useServices } from '../services/services-context.js';
import { mobileTemplateOf, useTemplateConfig } from '../content/template-config.js';
import { safeVariables } from './palette.js';
import { resolveTemplate, type TemplateDefinition, type Theme } from './registry.js';
import { layoutClassName } from './layout-class.js';

export interface TemplateFrame {
  template: TemplateDefinition;
  theme: Theme;
  /** CSS custom properties for the page root. */
  variables: Record<string, string>;
  /** 'site-… theme-… lang-… tpl-…' */
  className: string;
}

export function templateFrame(opts: {
  isDesktop: boolean;
  mobileTemplateSetting: string | undefined;
  config: TemplateConfig | undefined;
  siteName: string;
  language: string;
}): TemplateFrame {
  const template = resolveTemplate(opts.isDesktop, opts.mobileTemplateSetting);
  // The config belongs to the mobile template; the desktop keeps its own look.
  const config = opts.isDesktop ? undefined : opts.config;
  const theme = config?.theme ?? template.theme;
  return {
    template,
    theme,
    variables: { ...template.palette, ...safeVariables(config?.variables) },
    className: layoutClassName({ siteName: opts.siteName, theme, language: opts.language, template: template.name }),
  };
}

export function useTemplateFrame(): TemplateFrame {
  const { stores } = useServices();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const language = useStore(stores.ui, (s) => s.language);
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  const setting = useStore(stores.site, (s) => s.detail?.settings.MOBILE_TEMPLATE_NAME);
  // Fetched on desktop too: the model lists need its model_version.
  const config = useTemplateConfig(mobileTemplateOf(setting));
  return useMemo(
    () => templateFrame({ isDesktop, mobileTemplateSetting: setting, config: config.data, siteName, language }),
    [isDesktop, setting, config.data, siteName, language],
  );
}
