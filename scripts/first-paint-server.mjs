// The first-paint host as a service, behind the shell's nginx (deploy/nginx/shell.conf includes
// /_first-paint/<nonce><page path>?<page query> into each page; deploy/Dockerfile.first-paint).
// It answers that include with the site's remotes' first paints (lib/first-paint-host.mjs), 204
// when there are none. It runs the remotes' first-paint modules, so it holds no secret: it reaches
// the api as any guest does, and the remotes' published files.
//
//   PORT=4200 API_URL=http://api:4000 CROUPIER_SITE_ID=1 \
//   CROUPIER_FIRST_PAINT_ORIGINS="http://games.example:3002=http://mf-games,..." \
//   node scripts/first-paint-server.mjs
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { createFirstPaintHost, parseFirstPaintInclude } from './lib/first-paint-host.mjs';

/** 'public origin=reached origin,...' as a map (the manifests' origins as this service reaches them). */
export function parseOrigins(text = '') {
  return Object.fromEntries(
    text
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter(([from, to]) => from && to)
      .map(([from, to]) => [new URL(from).origin, new URL(to).origin]),
  );
}

/** A server answering the include for `host` (a createFirstPaintHost). */
export function firstPaintServer(host) {
  return http.createServer((req, res) => {
    const page = req.method === 'GET' ? parseFirstPaintInclude(req.url ?? '') : null;
    if (!page) return void res.writeHead(404).end();
    host
      .render({
        ...page,
        cookie: req.headers.cookie,
        forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
      })
      .then(
        (html) => {
          if (!html) return void res.writeHead(204, { 'cache-control': 'no-store' }).end();
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
        },
        () => res.writeHead(204).end(),
      );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { PORT = '4200', API_URL, CROUPIER_SITE_ID, CROUPIER_FIRST_PAINT_ORIGINS } = process.env;
  if (!API_URL || !CROUPIER_SITE_ID) {
    console.error('first-paint: set API_URL and CROUPIER_SITE_ID');
    process.exit(1);
  }
  const host = createFirstPaintHost({
    apiUrl: API_URL,
    siteId: () => CROUPIER_SITE_ID,
    origins: parseOrigins(CROUPIER_FIRST_PAINT_ORIGINS),
  });
  firstPaintServer(host).listen(Number(PORT), () => console.error(`first-paint: listening on ${PORT}`));
}
