// A small, dependency-free static server for one app's dist/ (node:http only).
// Used by `npm start` and the e2e stack; production uses nginx (deploy/nginx/).
//
//   node scripts/serve.mjs --dir shell/dist --port 3000 --spa --proxy http://127.0.0.1:4000
//   node scripts/serve.mjs --dir mf-auth/dist --port 3001 --cors
//   node scripts/serve.mjs --dir releases --port 3090 --releases
//   node scripts/serve.mjs --dir console/dist --port 3080 --console --proxy http://127.0.0.1:4000
//
// The shell (--spa) answers with its security headers (scripts/lib/security-headers.mjs): the
// Content-Security-Policy built from --csp-modules (CROUPIER_MODULE_URLS' form) and --csp-socket
// (host:port of the realtime server), with a fresh nonce written into each index.html. It also
// resolves the page's server-side include (scripts/lib/ssi.mjs) as nginx does in production: the
// remotes' first paint (its first-paint host, in process, asking the api through --proxy).
//
// --releases serves a directory of releases (scripts/release.mjs) as a CDN would: only the files
// of a complete release (`<app>/<version>/` holding its release.json), each cached for good, to
// any origin; nothing else, no directory, and a missing directory is served as empty.
//
// --console serves the operator console (console/dist) as a single-page app with its own strict
// policy (CONSOLE_CONTENT_SECURITY_POLICY: 'self' only, nothing inline) and proxies /api/operator
// alone: no other api path, no /broadcasting, no include.
//
// It never moves to another port: a taken port is an error (the e2e stack kills by PID and
// must know exactly what it started).

import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { createFirstPaintHost, parseFirstPaintInclude } from './lib/first-paint-host.mjs';
import { pageVariables, resolveIncludes } from './lib/ssi.mjs';
import {
  NONCE_PLACEHOLDER,
  assetHeaders,
  consolePageHeaders,
  contentSecurityPolicy,
  pageHeaders,
  remoteOrigins,
  releasesOrigin,
  socketOrigins,
} from './lib/security-headers.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg']);
const GZIP_MIN_BYTES = 1024;

/** Files the browser must revalidate on every load: they name the hashed files. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
/** webpack's `[name].[contenthash:8].js` and the like. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

// Hop-by-hop headers are meaningful for one connection only (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
]);

/** A release's files never change: its folder is its version (scripts/release.mjs). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What marks a folder of the releases directory as a complete release. */
const RELEASE_FILE = 'release.json';
/** The one api prefix the console's server proxies. */
export const CONSOLE_API_PREFIX = '/api/operator';

export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return 'no-cache';
  if (HASHED.test(fileName)) return IMMUTABLE;
  return 'no-cache';
}

/**
 * @param {{
 *   dir: string,
 *   port: number,
 *   host?: string,                 // default: every interface (IPv6 and IPv4)
 *   spa?: boolean,                 // unknown page routes get index.html (the shell)
 *   cors?: boolean,                // Access-Control-Allow-Origin: * (remotes)
 *   releases?: boolean,            // a directory of releases: complete releases only, immutable, with cors
 *   console?: boolean,             // the operator console: a single-page app, its own policy, /api/operator proxied alone
 *   gzip?: boolean,                // default true
 *   proxy?: { prefixes: string[], target: string },
 *   csp?: { modules?: string, socket?: string, frames?: string[], releases?: string[] }, // the shell's policy (with spa)
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<{ server: http.Server, url: string, close(): Promise<void> }>}
 */
export function serveStatic(options) {
  const root = path.resolve(options.dir);
  const releases = Boolean(options.releases);
  const cors = Boolean(options.cors) || releases;
  if (!releases && !fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'remoteEntry.js'))) {
    return Promise.reject(
      new Error(`serve: ${root} has no index.html or remoteEntry.js - build it first (npm run build)`),
    );
  }
  const gzipCache = new Map();
  const operatorConsole = Boolean(options.console);
  if (operatorConsole && (options.spa || cors)) {
    return Promise.reject(new Error('serve: --console goes with neither --spa, --cors nor --releases'));
  }
  const proxy = options.proxy
    ? {
        prefixes: operatorConsole ? [CONSOLE_API_PREFIX] : options.proxy.prefixes,
        target: new URL(options.proxy.target),
      }
    : null;
  const security = options.spa ? shellSecurity(options.csp ?? {}) : null;
  const firstPaint =
    security && proxy ? createFirstPaintHost({ apiUrl: proxy.target.href, siteId: () => siteIdOf(root) }) : null;

  const server = http.createServer((req, res) => {
    const pathname = safePathname(req.url);
    if (pathname === null) return sendText(res, 400, 'Bad request');
    // The operators' api is reached through the console's origin only, never a member site's.
    const operatorApi = pathname === CONSOLE_API_PREFIX || pathname.startsWith(`${CONSOLE_API_PREFIX}/`);
    if (operatorApi && !operatorConsole) return sendText(res, 404, 'Not found');
    if (proxy && proxy.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      return forward(req, res, proxy.target, options.log);
    }
    if (security || operatorConsole) {
      for (const [name, value] of Object.entries(assetHeaders())) res.setHeader(name, value);
    }
    // The rest of the api is not the console's to reach (nor a page of it).
    if (operatorConsole && (pathname === '/api' || pathname.startsWith('/api/'))) {
      return sendText(res, 404, 'Not found');
    }
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || '*',
          'Access-Control-Max-Age': '86400',
        });
        return res.end();
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const file = releases
      ? releaseFile(root, pathname)
      : resolveFile(root, pathname, (Boolean(options.spa) || operatorConsole) && wantsPage(req, pathname));
    if (!file) return sendText(res, 404, 'Not found');
    if (operatorConsole && file.path.endsWith('.html')) {
      for (const [name, value] of Object.entries(consolePageHeaders())) res.setHeader(name, value);
    }
    if (security && file.path.endsWith('.html')) {
      const include = proxy ? (nonce) => pageIncludes(req, root, nonce, proxy.target, firstPaint) : null;
      sendPage(req, res, file, security, include).catch(() => res.destroy());
      return undefined;
    }
    const cacheControl = releases ? IMMUTABLE : cacheControlFor(path.basename(file.path));
    return sendFile(req, res, file, cacheControl, options.gzip !== false, gzipCache);
  });
  // Proxied api calls can take as long as the api's own 30 s time-out.
  server.requestTimeout = 120_000;

  return new Promise((resolve, reject) => {
    server.once('error', (err) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `serve: port ${options.port} is already in use - stop whatever holds it (it will not move to another port)`,
            )
          : err,
      );
    });
    server.listen(options.port, options.host, () => {
      const url = `http://localhost:${server.address().port}`;
      resolve({
        server,
        url,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The decoded path, or null when it is malformed or escapes upward. */
function safePathname(rawUrl) {
  try {
    const { pathname } = new URL(rawUrl || '/', 'http://x');
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes('\0')) return null;
    return path.posix.normalize(decoded);
  } catch {
    return null;
  }
}

/** A browser navigation (not a script, image or fetch of a missing asset). */
function wantsPage(req, pathname) {
  const accept = req.headers.accept || '';
  return accept.includes('text/html') || path.posix.extname(pathname) === '';
}

function resolveFile(root, pathname, spaFallback) {
  let candidate = path.join(root, pathname);
  if (!candidate.startsWith(root)) return null;
  let stat = statOrNull(candidate);
  if (stat?.isDirectory()) {
    candidate = path.join(candidate, 'index.html');
    stat = statOrNull(candidate);
  }
  if (stat?.isFile()) return { path: candidate, stat };
  if (spaFallback) {
    const index = path.join(root, 'index.html');
    const indexStat = statOrNull(index);
    if (indexStat?.isFile()) return { path: index, stat: indexStat };
  }
  return null;
}

/**
 * A file of a complete release: `/<app>/<version>/<path>` where `<app>/<version>/` holds
 * release.json (written last: a release cut short has none). Only regular files, only inside the
 * directory, through no link leading out of it.
 */
function releaseFile(root, pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length < 3 || parts.some((part) => part === '..' || part === '.')) return null;
  if (!statOrNull(path.join(root, parts[0], parts[1], RELEASE_FILE))?.isFile()) return null;
  const candidate = path.join(root, ...parts);
  const stat = statOrNull(candidate);
  if (!stat?.isFile()) return null;
  try {
    const realRoot = fs.realpathSync(root);
    if (!fs.realpathSync(candidate).startsWith(`${realRoot}${path.sep}`)) return null;
  } catch {
    return null;
  }
  return { path: candidate, stat };
}

function statOrNull(p) {
  try {
    return fs.statSync(p);
  } catch {
    return null;
  }
}

function sendFile(req, res, file, cacheControl, gzip, gzipCache) {
  const ext = path.extname(file.path).toLowerCase();
  const etag = `W/"${file.stat.size.toString(16)}-${Math.floor(file.stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', CONTENT_TYPES[ext] || 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', file.stat.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const compressible = gzip && COMPRESSIBLE.has(ext) && file.stat.size >= GZIP_MIN_BYTES;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');

  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    return res.end();
  }
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
    const body = gzipped(file, gzipCache);
    res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, { 'Content-Length': file.stat.size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file.path)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** The shell's policy for one nonce (a new one per page response). */
function shellSecurity({ modules = '', socket, frames = [], releases = [] }) {
  const remotes = remoteOrigins(modules);
  const releaseOrigins = releases.map(releasesOrigin);
  return {
    headers: (nonce) =>
      pageHeaders(
        contentSecurityPolicy({
          remotes,
          socket: socket ? socketOrigins(socket) : [],
          frames,
          releases: releaseOrigins,
          nonce,
        }),
      ),
  };
}

/**
 * The page's includes: the variables nginx sets (the page's path, query and nonce), the
 * first-paint include answered by the first-paint host, any other fetched from the proxied
 * server with the visitor's cookies (nginx's subrequest carries the page request's headers).
 */
function pageIncludes(req, root, nonce, target, firstPaint) {
  const url = new URL(req.url, 'http://page');
  const variables = pageVariables(url.pathname, url.search.slice(1), nonce);
  const headers = {};
  for (const name of ['cookie', 'accept-language']) if (req.headers[name]) headers[name] = req.headers[name];
  headers['x-forwarded-for'] = req.socket.remoteAddress || '';
  const fetchText = async (uri, signal) => {
    const page = parseFirstPaintInclude(uri);
    if (page) {
      const html = await firstPaint.render({
        ...page,
        cookie: headers.cookie,
        forwardedFor: headers['x-forwarded-for'],
      });
      return html || null;
    }
    const answer = await fetch(new URL(uri, target), { headers, signal });
    return answer.ok ? answer.text() : null;
  };
  return { variables, fetchText };
}

/** The brand's SITE_ID (env.json beside index.html; replaced without a rebuild, so read each time). */
function siteIdOf(root) {
  try {
    return String(JSON.parse(fs.readFileSync(path.join(root, 'env.json'), 'utf8')).SITE_ID ?? '');
  } catch {
    return '';
  }
}

/**
 * A page with its nonce: a fresh one per response, so no validators (a 304 would pair the new
 * header with the old body's nonce) and no caching beyond revalidation.
 */
async function sendPage(req, res, file, security, includes) {
  const nonce = crypto.randomBytes(16).toString('base64url');
  let html = fs.readFileSync(file.path, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce);
  if (includes) html = await resolveIncludes(html, includes(nonce));
  const body = Buffer.from(html);
  for (const [name, value] of Object.entries(security.headers(nonce))) res.setHeader(name, value);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Compressed once per file version: dist files do not change while served. */
function gzipped(file, cache) {
  const hit = cache.get(file.path);
  if (hit && hit.mtimeMs === file.stat.mtimeMs && hit.size === file.stat.size) return hit.body;
  const body = zlib.gzipSync(fs.readFileSync(file.path));
  cache.set(file.path, { mtimeMs: file.stat.mtimeMs, size: file.stat.size, body });
  return body;
}

/** Beyond this a request body is refused here (413), as nginx's client_max_body_size would. */
const PROXY_MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Sends the request to the api and streams the response back, headers included (`authorization`).
 * X-Forwarded-For is the peer's address alone, as nginx's `$remote_addr` (deploy/nginx): a
 * client's own X-Forwarded-For never reaches the api, which trusts this hop.
 */
function forward(req, res, target, log) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress || '';
  headers['x-forwarded-host'] = req.headers.host || '';
  headers['x-forwarded-proto'] = 'http';

  // The body is read whole first (as nginx's proxy_request_buffering), then offered to the api
  // with `Expect: 100-continue`: a body the api will not read (413, too large) is answered
  // before it is sent. Streamed as it comes, the upload would race the api's early answer and
  // close: the write would fail (EPIPE) before the 413 is read, and the client would get a 502.
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= PROXY_MAX_BODY_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > PROXY_MAX_BODY_BYTES)
      return sendJson(res, 413, { code: 413, message: 'Request body is too large', data: null });
    const body = Buffer.concat(chunks, size);
    if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    if (body.length > 0) headers.expect = '100-continue';
    else delete headers.expect;
    send(body);
  });

  function send(body) {
    let answered = false;
    let sent = false;
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (upRes) => {
        answered = true;
        // Answered without the body: the request can never finish, so its socket is let go.
        if (!sent) upRes.on('end', () => upstream.destroy());
        const out = {};
        for (const [name, value] of Object.entries(upRes.headers)) {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(upRes.statusCode || 502, upRes.statusMessage, out);
        upRes.pipe(res);
        upRes.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err) => {
      if (answered) return;
      log?.(`proxy ${req.method} ${req.url} -> ${target.origin}: ${err.message}`);
      if (res.headersSent) return res.destroy();
      sendJson(res, 502, { code: 502, message: 'Bad gateway: the api is not reachable', data: null });
    });
    // A client that goes away aborts the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    const sendBody = () => {
      sent = true;
      upstream.end(body);
    };
    if (headers.expect) upstream.once('continue', sendBody);
    else sendBody();
  }
}

function sendJson(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

function sendText(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * `--dir x --port 1 --spa --cors --releases --console --proxy http://... [--prefix /api --prefix /broadcasting]
 *  [--csp-modules mf-auth=http://...,... --csp-socket host:port --csp-frame https://origin ...
 *   --csp-releases http://releases-server ...]`
 */
export function parseArgs(argv) {
  const opts = { spa: false, cors: false, releases: false, gzip: true };
  const prefixes = [];
  const csp = { frames: [], releases: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`serve: ${arg} needs a value`);
      return v;
    };
    if (arg === '--dir') opts.dir = value();
    else if (arg === '--port') opts.port = Number(value());
    else if (arg === '--host') opts.host = value();
    else if (arg === '--spa') opts.spa = true;
    else if (arg === '--cors') opts.cors = true;
    else if (arg === '--releases') opts.releases = true;
    else if (arg === '--console') opts.console = true;
    else if (arg === '--no-gzip') opts.gzip = false;
    else if (arg === '--proxy') opts.proxyTarget = value();
    else if (arg === '--prefix') prefixes.push(value());
    else if (arg === '--csp-modules') csp.modules = value();
    else if (arg === '--csp-socket') csp.socket = value();
    else if (arg === '--csp-frame') csp.frames.push(value());
    else if (arg === '--csp-releases') csp.releases.push(value());
    else throw new Error(`serve: unknown argument ${arg}`);
  }
  if (!opts.dir || !Number.isInteger(opts.port)) throw new Error('serve: --dir and --port are required');
  if (opts.console && prefixes.some((prefix) => prefix !== CONSOLE_API_PREFIX)) {
    throw new Error(`serve: --console proxies ${CONSOLE_API_PREFIX} only`);
  }
  if (opts.proxyTarget) {
    const fallback = opts.console ? [CONSOLE_API_PREFIX] : ['/api', '/broadcasting'];
    opts.proxy = { prefixes: prefixes.length ? prefixes : fallback, target: opts.proxyTarget };
  }
  delete opts.proxyTarget;
  if (opts.spa) opts.csp = csp;
  return opts;
}

async function main() {
  const log = (line) => process.stderr.write(`${line}\n`);
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
    const { url, close } = await serveStatic({ ...opts, log });
    log(
      `serving ${path.resolve(opts.dir)} at ${url}${opts.proxy ? ` (proxy ${opts.proxy.prefixes.join(' ')} -> ${opts.proxy.target})` : ''}`,
    );
    const stop = () => close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    log(err.message);
    process.exit(1);
  }
}

/** Run as a script (also through a symlinked path: node's import.meta.url is the real one). */
function isMain() {
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1] || '')).href;
  } catch {
    return false;
  }
}

if (isMain()) main();
