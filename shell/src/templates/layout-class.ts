// The class on the page root (spec 01 §1): site name, theme, language and template name,
// e.g. 'site-croupier-demo theme-dark lang-en_US tpl-H5_1' or '... tpl-pc'. Brand CSS and tests hook on it.
import type { TemplateName } from '@croupier/shared';
import type { Theme } from './registry.js';

export interface LayoutClassParts {
  siteName: string;
  theme: Theme;
  language: string;
  template: TemplateName;
}

/** 'Croupier Demo' -> 'croupier-demo'; a name with no latin letters or digits -> 'site'. */
export function siteSlug(siteName: string): string {
  const slug = siteName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'site';
}

export function layoutClassName({ siteName, theme, language, template }: LayoutClassParts): string {
  return `site-${siteSlug(siteName)} theme-${theme} lang-${language} tpl-${template}`;
}
