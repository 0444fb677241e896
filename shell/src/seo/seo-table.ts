// The per-brand SEO table (/seo.json, replaced per brand without a rebuild) and how a page's
// title and description are picked from it (spec 01 §2: "Each route has its own title and
// description; the default comes from the home entry. The home title is the site title").
import { DEFAULT_LOCALE } from '@croupier/shared';
import { matchPath } from 'react-router-dom';

/** A text, or one per language ({ en_US: '…', hi_IN: '…' }; en_US is the fallback). */
export type SeoText = string | Record<string, string>;

export interface SeoEntry {
  /** A route path, with :params allowed ('/gameHall/3', '/faq/:id'). '/' is the home entry. */
  path: string;
  /** Query values the URL must carry too (the slot lists: { gp_id: 'GPLL', house: '0' }). */
  query?: Record<string, string>;
  title: SeoText;
  description?: SeoText;
}

export interface SeoTable {
  entries: SeoEntry[];
}

export interface PageSeo {
  title: string;
  description: string;
}

export interface SeoContext {
  pathname: string;
  search: string;
  language: string;
  /** SiteDetail.site_title (per language) and site_name, for '/' and the {site} placeholder. */
  siteTitle: Record<string, string>;
  siteName: string;
}

const isText = (value: unknown): value is SeoText =>
  typeof value === 'string' ||
  (typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string'));

/** Keeps the well-formed entries of whatever the brand's file holds; anything else is no table. */
export function parseSeoTable(raw: unknown): SeoTable | null {
  const entries = (raw as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return null;
  return {
    entries: entries.filter((e): e is SeoEntry => {
      const entry = e as Partial<SeoEntry> | null;
      return (
        typeof entry?.path === 'string' &&
        entry.path.startsWith('/') &&
        isText(entry.title) &&
        (entry.description === undefined || isText(entry.description)) &&
        (entry.query === undefined || (typeof entry.query === 'object' && entry.query !== null && isText(entry.query)))
      );
    }),
  };
}

export function localize(text: SeoText | undefined, language: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? '';
}

/** The site title in the site's language: that language, else Chinese for a Chinese site, else English. */
export function siteTitleIn(siteTitle: Record<string, string>, language: string): string | undefined {
  return (
    siteTitle[language] ??
    (language.startsWith('zh') ? (siteTitle.zh_CN ?? siteTitle.zh_TW) : undefined) ??
    siteTitle[DEFAULT_LOCALE]
  );
}

function matchesEntry(entry: SeoEntry, pathname: string, query: URLSearchParams): boolean {
  if (!matchPath({ path: entry.path, end: true }, pathname)) return false;
  return Object.entries(entry.query ?? {}).every(([key, value]) => query.get(key) === value);
}

/** More query conditions first, then a fixed path before one with :params. */
const specificity = (entry: SeoEntry) => Object.keys(entry.query ?? {}).length * 2 + (entry.path.includes(':') ? 0 : 1);

export function findSeoEntry(table: SeoTable | null, pathname: string, search: string): SeoEntry | undefined {
  if (!table) return undefined;
  const query = new URLSearchParams(search);
  return table.entries
    .filter((entry) => matchesEntry(entry, pathname, query))
    .sort((a, b) => specificity(b) - specificity(a))[0];
}

export function resolveSeo(table: SeoTable | null, ctx: SeoContext): PageSeo {
  const fill = (text: string) => text.replaceAll('{site}', ctx.siteName);
  const home = table?.entries.find((e) => e.path === '/' && !e.query);
  const entry = findSeoEntry(table, ctx.pathname, ctx.search) ?? home;
  const isHome = ctx.pathname === '/';
  const title =
    (isHome ? siteTitleIn(ctx.siteTitle, ctx.language) : undefined) ||
    localize(entry?.title, ctx.language) ||
    localize(home?.title, ctx.language) ||
    siteTitleIn(ctx.siteTitle, ctx.language) ||
    ctx.siteName;
  const description = localize(entry?.description, ctx.language) || localize(home?.description, ctx.language);
  return { title: fill(title), description: fill(description) };
}
