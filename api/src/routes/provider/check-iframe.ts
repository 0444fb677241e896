// POST /api/check_iframe { url } -> data.loadable: may the site frame this page? (the spec's
// "local" call, hosted by the api). The api fetches nothing it was not told to trust:
// - a same-site URL ('/api/…', or absolute on the origin the request came through) is asked of
//   the api itself, over its own listening socket;
// - an absolute URL on an origin listed in CHECK_IFRAME_ORIGINS is fetched (GET, no redirects,
//   3 s timeout);
// - anything else is not loadable.
// Loadable = answers 2xx and its X-Frame-Options / CSP frame-ancestors let the site frame it.
import type { AddressInfo } from 'node:net';
import Type from 'typebox';
import { API_PREFIX, type CheckIframeResponse } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import type { ProviderRoutePlugin } from './schemas.js';

export const CHECK_IFRAME_TIMEOUT_MS = 3_000;

const Body = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) });

type Target = { kind: 'self'; path: string } | { kind: 'allowed'; url: URL } | null;

/** Where a URL points, as far as the check is concerned. */
export function classifyUrl(raw: string, ownOrigin: string, allowedOrigins: readonly string[]): Target {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) {
    return raw === API_PREFIX || raw.startsWith(`${API_PREFIX}/`) || raw.startsWith(`${API_PREFIX}?`)
      ? { kind: 'self', path: raw }
      : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  if (url.origin === ownOrigin) return classifyUrl(`${url.pathname}${url.search}`, ownOrigin, []);
  return allowedOrigins.includes(url.origin) ? { kind: 'allowed', url } : null;
}

/** Whether the headers let a page of another origin (sameOrigin false) or the same one frame it. */
export function frameable(headers: { get(name: string): string | null }, sameOrigin: boolean): boolean {
  const xfo = (headers.get('x-frame-options') ?? '').trim().toLowerCase();
  if (xfo === 'deny' || (xfo === 'sameorigin' && !sameOrigin)) return false;
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i
    .exec(headers.get('content-security-policy') ?? '')?.[1]
    ?.trim()
    .toLowerCase();
  if (ancestors === undefined || ancestors.split(/\s+/).includes('*')) return true;
  if (ancestors === "'none'") return false;
  // Another origin's list would have to name the site; we cannot know which origin frames it.
  return sameOrigin && ancestors.split(/\s+/).includes("'self'");
}

/** Where the api itself listens, as a base URL; null when it does not listen (tests with inject). */
export function ownAddress(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** GET without following redirects: 2xx and frameable. */
async function loads(url: URL, sameOrigin: boolean): Promise<boolean> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(CHECK_IFRAME_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status >= 200 && res.status < 300 && frameable(res.headers, sameOrigin);
  } catch {
    return false;
  }
}

export const checkIframeRoute: ProviderRoutePlugin = async (app, { config }) => {
  app.post('/check_iframe', { schema: { body: Body } }, async (request) => {
    const ownOrigin = `${request.protocol}://${request.host}`;
    const target = classifyUrl(request.body.url.trim(), ownOrigin, config.checkIframeOrigins);
    let loadable = false;
    if (target?.kind === 'self') {
      // Over the api's own socket, as a browser would ask (no credentials sent).
      const base = ownAddress(app.server.address());
      loadable = base !== null && (await loads(new URL(target.path, base), true));
    } else if (target?.kind === 'allowed') {
      loadable = await loads(target.url, false);
    }
    return ok<CheckIframeResponse>({ loadable });
  });
};
