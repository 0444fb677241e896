// Sets document.title, the meta description (and robots for the error page) on every
// navigation, and renders the visually hidden SEO heading of the page.
import { useStore } from '@croupier/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { applyHead } from './head.js';
import { useHeadOverrideValue } from './head-override.js';
import { useSeoTable } from './seo-query.js';
import { resolveSeo, type PageSeo } from './seo-table.js';

const NO_TITLES: Record<string, string> = {};

export function usePageSeo(): PageSeo {
  const { stores } = useServices();
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const table = useSeoTable();
  const siteTitle = useStore(stores.site, (s) => s.detail?.site_title ?? NO_TITLES);
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  const language = i18n.language;
  return useMemo(
    () => resolveSeo(table, { pathname, search, language, siteTitle, siteName }),
    [table, pathname, search, language, siteTitle, siteName],
  );
}

export function SeoHead() {
  const seo = usePageSeo();
  const override = useHeadOverrideValue();
  const title = override?.title ?? seo.title;
  const noindex = override?.noindex ?? false;
  useEffect(() => applyHead({ title, description: seo.description, noindex }), [title, seo.description, noindex]);

  // A page with its own visible <h1> (the error page) needs no hidden one.
  if (override) return null;
  return <h1 className="cr-visually-hidden">{seo.title}</h1>;
}
