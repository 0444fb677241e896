// The locale URL (spec 01 §2 "locale middleware", Nuxt's prefix-except-default): the default
// locale en-US has no prefix; any other offered language is the first path segment, used as
// the router's basename (/zh-CN/user), so the route table knows nothing of languages.
import { DEFAULT_LOCALE, parseLanguage, type LanguageCode } from '@croupier/shared';
import { toUrlLocale } from './languages.js';

/** The router basename of a language: '' for the default locale, '/zh-CN' otherwise. */
export const basenameFor = (language: string): string =>
  language === DEFAULT_LOCALE ? '' : `/${toUrlLocale(language)}`;

/** A route path ('/user') under a language's prefix ('/zh-CN/user'; '/zh-CN' for '/'). */
export function localizedPath(language: string, path: string): string {
  const base = basenameFor(language);
  if (!base) return path || '/';
  return path === '/' || path === '' ? base : `${base}${path}`;
}

export interface SplitPath {
  /** The language named by the first segment (any known language, offered or not). */
  prefix: LanguageCode | null;
  /** Whether that segment is spelled exactly as the URL form ('zh-CN', not 'zh-cn' or 'zh_CN'). */
  canonical: boolean;
  /** The path after the prefix ('/' at least), or the whole path without one. */
  rest: string;
}

export function splitLocalePath(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1] ?? '';
  // Only ll-RR / ll_RR segments can be a prefix: a route like /user is never mistaken for one.
  const prefix = /^[a-z]{2}[-_][a-z]{2}$/i.test(segment) ? parseLanguage(segment) : null;
  if (!prefix) return { prefix: null, canonical: false, rest: pathname || '/' };
  return { prefix, canonical: segment === toUrlLocale(prefix), rest: match?.[2] ?? '/' };
}

/**
 * The language a URL is in, as far as the URL alone says: an offered non-default prefix, or
 * the default locale for an unprefixed path when the site offers it; null otherwise.
 */
export function languageOfUrl(pathname: string, offered: readonly string[]): LanguageCode | null {
  const { prefix } = splitLocalePath(pathname);
  if (prefix && prefix !== DEFAULT_LOCALE) return offered.includes(prefix) ? prefix : null;
  if (prefix) return null; // /en-US/...: not a form the site uses
  return offered.includes(DEFAULT_LOCALE) ? (DEFAULT_LOCALE as LanguageCode) : null;
}

/** The route path of the page (without any language prefix). */
export const routePathOf = (pathname: string): string => {
  const { prefix, rest } = splitLocalePath(pathname);
  return prefix ? rest : pathname || '/';
};
