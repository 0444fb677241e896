// The web server's first-paint host: for a page request, the markup each of the site's remotes
// draws first (shared's defineFirstPaint), to go into the shell's HTML in place of its include
// (build/index.html). It knows no remote's pages, markup or styles: it reads the site's enabled
// modules (POST /arks/web/site/detail), each module's mf-manifest.json, and runs the first-paint
// module the manifest names (metaData.firstPaint), checked against the manifest's integrity, with
// the page's path, query and cookies and a guest's POST to the api. scripts/serve.mjs runs it in
// process; in a deployment deploy/first-paint runs it behind nginx's include (docs/first-paint.md).
// A remote that fails, is slow, or draws nothing for the page leaves its part out: the page is
// always sent.
import crypto from 'node:crypto';

/**
 * The longest a page waits for the first paints (each remote's, all at once): under the web
 * server's own wait for the include (SSI_TIMEOUT_MS, nginx's proxy timeout), so a slow remote
 * leaves its part out rather than the whole include being dropped.
 */
export const FIRST_PAINT_TIMEOUT_MS = 400;
/** How long a site's modules and each manifest are reused before they are asked again (a release shows within it). */
export const MANIFEST_TTL_MS = 10_000;

const ATTRIBUTE = 'data-cr-first-paint';

/** The include's path: the page's nonce, then the page's own path and query. */
const INCLUDE = /^\/_first-paint\/([A-Za-z0-9_-]{1,64})(\/[^?]*)(?:\?(.*))?$/;

/**
 * The page an include asks for (build/index.html: `/_first-paint/<nonce><page path>?<page query>`),
 * or null when the URL is not one.
 * @returns {{ nonce: string, pathname: string, search: string } | null}
 */
export function parseFirstPaintInclude(url) {
  const match = INCLUDE.exec(url);
  return match ? { nonce: match[1], pathname: match[2], search: match[3] ?? '' } : null;
}

/**
 * @typedef {{ css: string, render(page: object): Promise<string | null> }} FirstPaintEntry
 * @typedef {{ pathname: string, search?: string, cookie?: string, nonce: string, forwardedFor?: string }} PageRequest
 */

/**
 * @param {{
 *   apiUrl: string,                      // the api's origin as this server reaches it
 *   siteId: () => string,                // the brand's site (env.json's SITE_ID)
 *   fetch?: typeof globalThis.fetch,
 *   now?: () => number,
 *   timeoutMs?: number,
 *   origins?: Record<string, string>,    // a manifest's public origin -> the origin this server reaches it at
 * }} options
 */
export function createFirstPaintHost({
  apiUrl,
  siteId,
  fetch = globalThis.fetch,
  now = Date.now,
  timeoutMs = FIRST_PAINT_TIMEOUT_MS,
  origins = {},
}) {
  /** url -> { at, value: Promise } for the site's detail and the manifests. */
  const fresh = new Map();
  /** module URL and integrity -> Promise<FirstPaintEntry>: a module version is imported once. */
  const modules = new Map();

  const reused = (key, load) => {
    const hit = fresh.get(key);
    if (hit && now() - hit.at < MANIFEST_TTL_MS) return hit.value;
    const value = load();
    fresh.set(key, { at: now(), value });
    value.catch(() => fresh.delete(key));
    return value;
  };

  const reach = (url) => {
    const parsed = new URL(url);
    const origin = origins[parsed.origin];
    return origin ? new URL(parsed.pathname + parsed.search, origin).href : parsed.href;
  };

  async function json(url, init, signal) {
    const answer = await fetch(url, { ...init, signal });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return answer.json();
  }

  const post = (forwardedFor, signal) => (path, body, headers) =>
    json(
      new URL(`/api${path}`, apiUrl),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor ?? '', ...headers },
        body: JSON.stringify(body),
      },
      signal,
    );

  const siteDetail = (site) =>
    reused(`site:${site}`, async () => {
      const answer = await json(new URL('/api/arks/web/site/detail', apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ site_id: site }),
      });
      if (!answer?.data?.modules) throw new Error(`no site ${site}`);
      return answer.data;
    });

  /** The module's entry, or null when its manifest names none. */
  async function entryOf(manifestUrl) {
    const manifest = await reused(`manifest:${manifestUrl}`, () => json(reach(manifestUrl)));
    const firstPaint = manifest?.metaData?.firstPaint;
    if (!firstPaint?.module || !/^sha384-[A-Za-z0-9+/]+=*$/.test(firstPaint.integrity ?? '')) return null;
    const { integrity } = firstPaint;
    const url = new URL(firstPaint.module, manifestUrl).href;
    const key = `${url}#${integrity}`;
    if (!modules.has(key)) {
      const loading = (async () => {
        const answer = await fetch(reach(url));
        if (!answer.ok) throw new Error(`${firstPaint.module} answered ${answer.status}`);
        const source = Buffer.from(await answer.arrayBuffer());
        const digest = `sha384-${crypto.createHash('sha384').update(source).digest('base64')}`;
        if (digest !== integrity) throw new Error(`${firstPaint.module} does not match its manifest's integrity`);
        const module = await import(`data:text/javascript;base64,${source.toString('base64')}`);
        return module.default;
      })();
      modules.set(key, loading);
      loading.catch(() => modules.delete(key));
    }
    return modules.get(key);
  }

  /** One remote's part of the page: its markup in its wrapper with its styles, or ''. */
  async function part(module, page, site, signal) {
    const entry = await entryOf(module.manifest_url);
    if (!entry || typeof entry.render !== 'function') return '';
    const html = await entry.render({
      pathname: page.pathname,
      search: page.search ?? '',
      cookie: page.cookie,
      site,
      post: post(page.forwardedFor, signal),
    });
    if (typeof html !== 'string' || html === '') return '';
    const css = String(entry.css ?? '').replaceAll('</', '<\\/');
    const style = css ? `<style nonce="${page.nonce}">${css}</style>` : '';
    return `<div ${ATTRIBUTE}="${module.name}" inert>${style}${html}</div>`;
  }

  return {
    /** @param {PageRequest} page @returns {Promise<string>} the page's first paints, '' when none */
    async render(page) {
      if (!/^[A-Za-z0-9_-]+$/.test(page.nonce)) throw new Error('a nonce is a token');
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const late = new Promise((resolve) =>
        controller.signal.addEventListener('abort', () => resolve(''), { once: true }),
      );
      try {
        const site = await Promise.race([siteDetail(siteId()), late]);
        if (!site) return '';
        // A module's name goes into the box's attribute: a name as remotes.json writes them, or none.
        const enabled = site.modules.filter(
          (m) => m.enabled && /^[a-z][a-z0-9-]*$/.test(m.name ?? '') && /^https?:\/\//.test(m.manifest_url ?? ''),
        );
        const parts = enabled.map((module) =>
          Promise.race([part(module, page, site, controller.signal).catch(() => ''), late]),
        );
        return (await Promise.all(parts)).join('');
      } catch {
        return '';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
