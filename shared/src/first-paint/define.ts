// A remote's first paint, its side: the markup of its page as a guest first sees it, written by the
// remote's own code from its own styles and the api's data, and put into the shell's HTML by the
// web server, so a phone paints the page's largest content before any script has run. The remote
// exports defineFirstPaint(...) from its src/first-paint.ts, built into first-paint.<hash>.mjs
// beside its mf-manifest.json and named there (metaData.firstPaint: module and integrity); the
// web server's first-paint host runs it for the page the visitor asked for, knowing nothing of
// what it draws (docs/first-paint.md). The shell's side is attribute.ts.
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '../contracts/constants.js';
import { currencyForLanguage, parseCurrencyList } from '../contracts/currency.js';
import { offeredLanguages, parseLanguage, type LanguageCode } from '../contracts/languages.js';
import type { SiteDetail } from '../contracts/api-types.js';
import { expectSuccess } from '../api/expect-success.js';
import { normalizeResponse } from '../api/normalize-response.js';

/** What a fragment is given: the page, the site, and the api as a guest sees it. */
interface FirstPaintRequest {
  /** The page's path without its language prefix ('/slotgame'). */
  path: string;
  /** The route's parameters (`/gameHall/:id` on '/gameHall/3': { id: '3' }). */
  params: Readonly<Record<string, string>>;
  /** The page's query. */
  query: URLSearchParams;
  /** The site, as POST /arks/web/site/detail answers it. */
  site: SiteDetail;
  /** The page's language, as the shell will choose it (pageLanguage). */
  language: LanguageCode;
  /** A guest's currency on the page, as the shell will choose it (pageCurrency); null when the site has none. */
  currency: string | null;
  /** A POST to the public api as a guest, in the page's language: the answer's data; throws when the api refuses. */
  post: FirstPaintPost;
}

/** A fragment's POST to the api (path without '/api'): the answer's data, or a throw when refused. */
export type FirstPaintPost = <T>(path: string, body: Record<string, unknown>) => Promise<T>;

/** The host's POST to the api (path without '/api'): the answer's JSON as it came. */
type FirstPaintFetch = (
  path: string,
  body: Record<string, unknown>,
  headers: Readonly<Record<string, string>>,
) => Promise<unknown>;

export interface FirstPaintFragment {
  /** One of the remote's page routes, as remotes.json writes them ('/slotgame', '/gameHall/:id'). */
  route: string;
  /** The page's first markup, or null to leave the page as the shell's frame draws it. */
  render(request: FirstPaintRequest): Promise<string | null>;
}

/** What the host asks a remote's first-paint module for: a page as the visitor requested it. */
interface FirstPaintPage {
  /** The URL's path, its language prefix included ('/zh-CN/slotgame'). */
  pathname: string;
  /** The URL's query string, with or without its '?'. */
  search: string;
  /** The request's Cookie header (the language cookie). */
  cookie?: string;
  site: SiteDetail;
  post: FirstPaintFetch;
}

/** A remote's first-paint module's default export (defineFirstPaint). */
interface FirstPaintEntry {
  /** The rules the markup needs, the remote's own: the host puts them in a nonce'd <style>. */
  css: string;
  /** The page's markup, or null when no fragment of the remote draws this page. */
  render(page: FirstPaintPage): Promise<string | null>;
}

/** A language prefix of the URL ('/zh-CN/…', '/vi_VN'), as the shell reads it. */
const LOCALE_PREFIX = /^\/([A-Za-z]{2}[-_][A-Za-z]{2})(?=\/|$)/;

/** A route of remotes.json ('/gameHall/:id', '/user/*') as a matcher of a path, with its parameters. */
function routeMatcher(route: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = route
    .replace(/\/$/, '')
    .split('/')
    .map((part) => {
      if (part === '*') return '(?:/.*)?';
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '/([^/]+)';
      }
      return part ? `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (path) => {
    const match = pattern.exec(path);
    if (!match) return null;
    try {
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
    } catch {
      return null; // a malformed escape: no page of the remote's
    }
  };
}

/** The default export of a remote's first-paint module: its CSS and fragments behind one render. */
export function defineFirstPaint({
  css,
  fragments,
}: {
  css: string;
  fragments: readonly FirstPaintFragment[];
}): FirstPaintEntry {
  const routes = fragments.map((fragment) => ({ fragment, match: routeMatcher(fragment.route) }));
  return {
    css,
    async render({ pathname, search, cookie, site, post }) {
      const prefix = LOCALE_PREFIX.exec(pathname)?.[1];
      const path = (prefix ? pathname.slice(prefix.length + 1) : pathname) || '/';
      for (const { fragment, match } of routes) {
        const params = match(path);
        if (!params) continue;
        const language = pageLanguage(site.settings, prefix, cookie);
        // The api writes names in the `lang` header's language, as the browser's client asks.
        const inLanguage: FirstPaintPost = async <T>(to: string, body: Record<string, unknown>) =>
          expectSuccess(normalizeResponse<T>(await post(to, body, { lang: language })));
        const currency = pageCurrency(site.settings, language, cookie);
        return fragment.render({
          path,
          params,
          query: new URLSearchParams(search),
          site,
          language,
          currency,
          post: inLanguage,
        });
      }
      return null;
    },
  };
}

/**
 * One cookie's value (decoded), or null when absent or undecodable.
 * @deprecated A fragment is given the page's language and currency; 8.0.0 stops exporting it.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The page's language as the shell chooses it at boot: the URL's prefix, else the language
 * cookie, else the site's first, each only when the site offers it.
 * @deprecated A fragment is given the page's language; 8.0.0 stops exporting it.
 */
export function pageLanguage(
  settings: Parameters<typeof offeredLanguages>[0],
  prefix: string | undefined,
  cookie: string | undefined,
): LanguageCode {
  const languages = offeredLanguages(settings);
  const wanted = [parseLanguage(prefix), parseLanguage(cookieValue(cookie, LANGUAGE_COOKIE))];
  return (
    wanted.find((code): code is LanguageCode => code !== null && languages.includes(code)) ??
    (languages[0] as LanguageCode)
  );
}

/**
 * A guest's currency on the page as the shell chooses it at boot: the currency cookie's when the
 * site offers it, else the language's (currencyForLanguage). An agent domain's currency lives in
 * the tab's storage, which a server never sees: such a tab gets the language's here.
 */
export function pageCurrency(
  settings: { LANGUAGE?: string; CURRENCY?: string } | undefined | null,
  language: LanguageCode,
  cookie: string | undefined,
): string | null {
  const offered = parseCurrencyList(settings?.CURRENCY);
  const chosen = cookieValue(cookie, CURRENCY_COOKIE);
  if (chosen && (offered.length === 0 || offered.includes(chosen))) return chosen;
  return currencyForLanguage(language, {
    siteCurrencies: offered,
    defaultLanguage: offeredLanguages(settings)[0] as string,
  });
}
