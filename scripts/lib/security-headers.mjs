// The shell's security headers, generated from the module list: one generator for the local
// static server (scripts/serve.mjs, `npm start` and e2e) and for nginx (scripts/generate-deploy.mjs
// writes the policy into docker-compose.yml; deploy/nginx/shell.conf takes it from the environment).
//
// What the page may load is what the site really loads: its own files and api (same origin), the
// remotes of the manifest from where the deployment serves them, the realtime socket, api art
// (same origin) and data: pictures (captchas). Styles are the apps' CSS files (the shell's
// origin, the remotes' origins) and the page frame's critical <style>, which carries a per-response
// nonce; no app adds <style> elements, and no inline style attribute is needed. Frames are the site's own pages (the api's local providers) plus the providers' and
// customer-service origins a deployment names (game, sportsbook and chat URLs come from data).

/** Stands for the per-response nonce in build/index.html; the server replaces it. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Features the site never uses, denied to the page and every frame. Left at the browser's default
 * (self, and what an iframe's `allow` delegates): autoplay, fullscreen, clipboard-write and
 * encrypted-media, which game and sportsbook frames are given (mf-games' `allow` attributes).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** `https://games.example:3002/mf-manifest.json` -> `https://games.example:3002`. */
function originOf(url, what) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`security headers: ${what} '${url}' is not an absolute URL`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) {
    throw new Error(`security headers: ${what} '${url}' is not http(s) or ws(s)`);
  }
  return parsed.origin === 'null' ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
}

/**
 * The origins of a module list in CROUPIER_MODULE_URLS' form (`mf-auth=http://…/mf-manifest.json,…`),
 * one for each remote of the manifest; a remote the list does not name is an error (the page
 * could not load it under the policy).
 * @param {string} moduleUrls
 * @param {string[]} [remoteNames] the manifest's remotes (build/remotes.cjs remoteNames()); default: every one listed
 * @returns {string[]}
 */
export function remoteOrigins(moduleUrls, remoteNames) {
  const byName = new Map();
  for (const entry of moduleUrls
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    if (at < 1) throw new Error(`security headers: cannot read module URL '${entry}' (expected <module>=<url>)`);
    byName.set(entry.slice(0, at).trim(), originOf(entry.slice(at + 1).trim(), `module URL of ${entry.slice(0, at)}`));
  }
  const names = remoteNames ?? [...byName.keys()];
  const missing = names.filter((name) => !byName.has(name));
  if (missing.length) throw new Error(`security headers: no module URL for ${missing.join(', ')}`);
  return unique(names.map((name) => byName.get(name)));
}

/** The origin of the server of releases (`http://localhost:3090`, a CDN): its URL's origin. */
export function releasesOrigin(url) {
  return originOf(url, 'releases URL');
}

/** The realtime socket `host:port`: pusher-js tries ws and, without forceTLS, wss on the same port. */
export function socketOrigins(hostAndPort) {
  return [`ws://${hostAndPort}`, `wss://${hostAndPort}`];
}

/**
 * The Content-Security-Policy of the shell's pages.
 * @param {{
 *   remotes: string[],          // origins of the remotes (remoteOrigins())
 *   releases?: string[],        // origins serving releases (releasesOrigin()), loaded as the remotes are (default: none)
 *   socket: string[],           // the realtime socket's origins (socketOrigins())
 *   nonce: string,              // this response's nonce (or an nginx variable such as $request_id)
 *   api?: string[],             // the api's origins when it is not the shell's own (default: none)
 *   frames?: string[],          // game, sportsbook and customer-service origins (default: none)
 *   images?: string[],          // picture origins besides the site's own (a CDN; default: none)
 * }} o
 * @returns {string}
 */
export function contentSecurityPolicy({ remotes, socket, nonce, api = [], frames = [], images = [], releases = [] }) {
  if (!/^[\w$+/=-]+$/.test(nonce)) throw new Error(`security headers: unusable nonce '${nonce}'`);
  // A remote placed by a site's live map is loaded from its release, wherever releases are served.
  const modules = [...remotes, ...releases];
  const directives = [
    ["default-src 'self'"],
    // The site's and the remotes' files, and the one inline <script> carrying this response's nonce
    // (the page frame's: whether a member's header is coming).
    [`script-src 'self' 'nonce-${nonce}'`, ...modules],
    // Stylesheets from the site and the remotes (each app's CSS files), and <style> elements that
    // carry this response's nonce (the page frame's critical CSS).
    [`style-src 'self' 'nonce-${nonce}'`, ...modules],
    ["img-src 'self' data:", ...images],
    // The remotes' mf-manifest.json is fetched; the socket; a separate api origin if any.
    ["connect-src 'self'", ...modules, ...socket, ...api],
    ["frame-src 'self'", ...frames],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'self'"],
  ];
  return directives.map((parts) => unique(parts).join(' ')).join('; ');
}

/**
 * Every header of a shell page. Assets get the same minus the CSP and the frame option (see
 * assetHeaders), as nginx and serve.mjs both send them.
 * @param {string} policy contentSecurityPolicy()
 */
export function pageHeaders(policy) {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'SAMEORIGIN',
    ...assetHeaders(),
  };
}

/**
 * The operator console's policy (scripts/serve.mjs --console): its own files and its own api
 * (/api/operator, proxied on the same origin), nothing inline (its page has no inline script or
 * style), no frames and no framing, no plugin, no <base>.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every header of a console page: its policy, never framed, and the assets' headers. */
export function consolePageHeaders() {
  return {
    'Content-Security-Policy': CONSOLE_CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
    ...assetHeaders(),
  };
}

export function assetHeaders() {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

function unique(values) {
  return [...new Set(values)];
}
