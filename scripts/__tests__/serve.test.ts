// scripts/serve.mjs as `npm start` and the e2e stack run it: a child process on a real port,
// with a real upstream "api" behind its proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolveIncludes, SSI_TIMEOUT_MS } from '../lib/ssi.mjs';

const SERVE = path.join(__dirname, '..', 'serve.mjs');

interface Served {
  child: ChildProcess;
  url: string;
}

const children: ChildProcess[] = [];
const upstreams: http.Server[] = [];

/** Starts serve.mjs and resolves with its URL, or rejects with what it printed when it exits. */
function serve(args: string[]): Promise<Served> {
  const child = spawn(process.execPath, [SERVE, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.on('exit', (code) => reject(Object.assign(new Error(output.trim()), { code })));
  });
}

function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_auth;');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mf_auth"}');
  return dir;
}

/** An upstream standing in for the api: echoes what it received and issues a new token. */
function startApi(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(req.url === '/api/missing' ? 404 : 200, {
        'content-type': 'application/json',
        authorization: 'renewed-token',
      });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          lang: req.headers.lang,
          forwardedFor: req.headers['x-forwarded-for'],
          body,
        }),
      );
    });
  });
  upstreams.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

/**
 * An upstream that refuses bodies over `limit` as the api (Fastify) does: 413 before reading the
 * body, then it closes the connection with the rest unread. Like the api (api/src/http/body-limit.ts)
 * it answers `Expect: 100-continue` with 100 only for a body within the limit.
 */
function startTooLargeApi(limit: number): Promise<{ server: http.Server; port: number }> {
  const tooLarge = (req: http.IncomingMessage) => Number(req.headers['content-length']) > limit;
  const server = http.createServer((req, res) => {
    if (tooLarge(req)) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      return res.end(JSON.stringify({ code: 413, message: 'Request body is too large' }));
    }
    let received = 0;
    req.on('data', (c: Buffer) => (received += c.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received }));
    });
  });
  server.on('checkContinue', (req, res) => {
    if (!tooLarge(req)) res.writeContinue();
    server.emit('request', req, res);
  });
  upstreams.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

/** A raw request: fetch() would normalise `..` out of the path. */
function rawGet(url: string, rawPath: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const server of upstreams.splice(0)) server.close();
});

describe('serve.mjs', () => {
  test('the shell proxies /api both ways, authorization headers and bodies included', async () => {
    const api = await startApi();
    const dist = makeDist();
    const shell = await serve(['--dir', dist, '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${api.port}`]);

    const res = await fetch(`${shell.url}/api/login?x=1`, {
      method: 'POST',
      headers: { authorization: 'old-token', lang: 'en_US', 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'player01' }),
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('authorization')).toBe('renewed-token');
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/api/login?x=1',
      authorization: 'old-token',
      lang: 'en_US',
      forwardedFor: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/),
      body: '{"account":"player01"}',
    });
    const channelAuth = await fetch(`${shell.url}/broadcasting/auth`, { method: 'POST', body: 'socket_id=1.2' });
    expect((await channelAuth.json()).url).toBe('/broadcasting/auth');
    // The api's own status codes pass through untouched.
    expect((await fetch(`${shell.url}/api/missing`)).status).toBe(404);
  });

  test("a client's own X-Forwarded-For never reaches the api: it gets the address the proxy saw (nginx's $remote_addr)", async () => {
    const api = await startApi();
    const shell = await serve(['--dir', makeDist(), '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${api.port}`]);

    const res = await fetch(`${shell.url}/api/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
      body: '{}',
    });

    expect((await res.json()).forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  test("a body the api refuses as too large comes back as the api's 413, never a 502", async () => {
    const api = await startTooLargeApi(64 * 1024);
    const shell = await serve(['--dir', makeDist(), '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${api.port}`]);
    const tenMegabytes = JSON.stringify({ a: 'x'.repeat(10 * 1024 * 1024) });

    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${shell.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: tenMegabytes,
      });
      expect([res.status, await res.json()]).toEqual([413, { code: 413, message: 'Request body is too large' }]);
    }
    // A body within the limit still goes through, on the same proxy.
    const small = await fetch(`${shell.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect([small.status, await small.json()]).toEqual([200, { received: 7 }]);
  });

  test('a proxied call answers 502 when the api is down', async () => {
    const api = await startApi();
    api.server.close();
    const shell = await serve(['--dir', makeDist(), '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${api.port}`]);

    const res = await fetch(`${shell.url}/api/site`);

    expect(res.status).toBe(502);
  });

  test('page routes of the shell fall back to index.html; missing assets stay 404', async () => {
    const shell = await serve(['--dir', makeDist(), '--port', '0', '--spa']);

    const page = await fetch(`${shell.url}/member/profile`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>shell</title>');

    expect((await fetch(`${shell.url}/missing.0123abcd.js`)).status).toBe(404);
    expect(await rawGet(shell.url, '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd')).not.toContain('root:');
  });

  test('a remote without --spa answers 404 for unknown routes and never serves outside its dir', async () => {
    const remote = await serve(['--dir', makeDist(), '--port', '0', '--cors']);

    expect((await fetch(`${remote.url}/member/profile`, { headers: { accept: 'text/html' } })).status).toBe(404);
    const escape = await fetch(`${remote.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(escape.status).toBe(404);
  });

  test('remotes send CORS, revalidate entry files and cache hashed files for a year, gzipped', async () => {
    const remote = await serve(['--dir', makeDist(), '--port', '0', '--cors']);

    const entry = await fetch(`${remote.url}/remoteEntry.js`);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${remote.url}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ id: 'mf_auth' });

    const chunk = await fetch(`${remote.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(await chunk.text()).toContain('x'.repeat(4000));

    const revalidate = await fetch(`${remote.url}/remoteEntry.js`, {
      headers: { 'if-none-match': entry.headers.get('etag')! },
    });
    expect(revalidate.status).toBe(304);

    const preflight = await fetch(`${remote.url}/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  test("the shell's pages carry the security headers and a fresh nonce; its files the policies; remotes neither", async () => {
    const dist = makeDist();
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta property=csp-nonce nonce=__CSP_NONCE__><title>shell</title>',
    );
    const shell = await serve([
      '--dir',
      dist,
      '--port',
      '0',
      '--spa',
      '--csp-modules',
      'mf-auth=http://localhost:3001/mf-manifest.json,mf-games=http://localhost:3002/mf-manifest.json',
      '--csp-socket',
      'localhost:6001',
    ]);

    const pages = await Promise.all(
      ['/', '/user/Deposit'].map((p) => fetch(`${shell.url}${p}`, { headers: { accept: 'text/html' } })),
    );
    const nonces: (string | undefined)[] = [];
    for (const page of pages) {
      const csp = page.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([\w-]+)'/.exec(csp)?.[1];
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' http://localhost:3001 http://localhost:3002;`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain('ws://localhost:6001 wss://localhost:6001');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(await page.text()).toBe(`<!doctype html><meta property=csp-nonce nonce=${nonce}><title>shell</title>`);
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
      // No validator: a 304 would pair a new header with the cached page's old nonce.
      expect(page.headers.get('etag')).toBeNull();
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);

    const file = await fetch(`${shell.url}/main.0123abcd.js`);
    expect(file.headers.get('content-security-policy')).toBeNull();
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(file.headers.get('permissions-policy')).toContain('camera=()');

    const remote = await serve(['--dir', makeDist(), '--port', '0', '--cors']);
    const entry = await fetch(`${remote.url}/remoteEntry.js`);
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('content-security-policy')).toBeNull();
  });

  test('a taken port is an error, not a move to another port', async () => {
    const first = await serve(['--dir', makeDist(), '--port', '0']);
    const port = new URL(first.url).port;

    await expect(serve(['--dir', makeDist(), '--port', port])).rejects.toMatchObject({
      code: 1,
      message: expect.stringContaining(`port ${port} is already in use`),
    });
  });
});

describe("serve.mjs: an include of the proxied server (as nginx's SSI gives it)", () => {
  const INCLUDE = '<!--# if expr="$args" --><!--# include virtual="/api/echo$croupier_path?$args" --><!--# endif -->';

  /** An api that answers the include with what it was asked, or never (slow), or with an error. */
  function startFrameApi(mode: { current: 'ok' | 'slow' | 'error' }): Promise<{ port: number; asked: string[] }> {
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url!);
      if (mode.current === 'slow') return;
      if (mode.current === 'error') return void res.writeHead(500).end('<p>an error page</p>');
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<picture data-asked="${req.url}" data-cookie="${req.headers.cookie}"></picture>`);
    });
    upstreams.push(server);
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, asked })),
    );
  }

  async function start(mode: { current: 'ok' | 'slow' | 'error' }) {
    const api = await startFrameApi(mode);
    const dist = makeDist();
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><style nonce="__CSP_NONCE__"></style><div id="root"><main>${INCLUDE}</main></div>`,
    );
    const shell = await serve(['--dir', dist, '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${api.port}`]);
    return { api, shell };
  }

  test("the server's answer replaces it, asked with the page's path and query and the visitor's cookies; an `if` on an empty variable leaves it out", async () => {
    const { api, shell } = await start({ current: 'ok' });
    const page = await fetch(`${shell.url}/?a=1`, { headers: { cookie: 'ccy=INR; i18n_redirected=zh_CN' } });
    const html = await page.text();
    expect(html).toContain(
      '<main><picture data-asked="/api/echo/?a=1" data-cookie="ccy=INR; i18n_redirected=zh_CN"></picture></main>',
    );
    expect(Number(page.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    // The page's nonce still replaces the placeholder; the include got none.
    expect(html).toMatch(/<style nonce="[\w-]{16,}">/);
    expect(await (await fetch(`${shell.url}/vi-VN/slotgame?invite=A%20B`)).text()).toContain(
      'data-asked="/api/echo/vi-VN/slotgame?invite=A%20B"',
    );
    // No query: the `if` drops the include, and the server is asked nothing.
    expect(await (await fetch(`${shell.url}/zh-CN/slotgame`)).text()).toContain('<main></main>');
    expect(api.asked).toEqual(['/api/echo/?a=1', '/api/echo/vi-VN/slotgame?invite=A%20B']);
  });

  test('a slow or failed include is left out: the page comes anyway, without it', async () => {
    const mode: { current: 'ok' | 'slow' | 'error' } = { current: 'slow' };
    const { api, shell } = await start(mode);
    // The api was asked and never answers: the page comes because serve.mjs stops waiting
    // (after SSI_TIMEOUT_MS, the next test); waiting on, the page would never come.
    const slow = await fetch(`${shell.url}/?a=1`);
    expect(api.asked).toHaveLength(1);
    expect(slow.status).toBe(200);
    expect(await slow.text()).toContain('<main></main>');
    mode.current = 'error';
    expect(await (await fetch(`${shell.url}/?a=1`)).text()).toContain('<main></main>');
  });

  describe('ssi.mjs: how long an include is waited for (on a fake clock)', () => {
    const PAGE = '<main><!--# include virtual="/api/echo$croupier_path" --></main>';
    const variables = { croupier_path: '/x' };
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test(`an include unanswered after SSI_TIMEOUT_MS (${SSI_TIMEOUT_MS} ms) is aborted and left out, not sooner`, async () => {
      const signals: AbortSignal[] = [];
      const fetchText = (_uri: string, signal: AbortSignal) =>
        new Promise<string | null>((_, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
        });
      let page: string | undefined;
      void resolveIncludes(PAGE, { variables, fetchText }).then((html: string) => (page = html));

      await jest.advanceTimersByTimeAsync(SSI_TIMEOUT_MS - 1);
      expect(signals.map((signal) => signal.aborted)).toEqual([false]);
      expect(page).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(signals[0]!.aborted).toBe(true);
      expect(page).toBe('<main></main>');
    });

    test('an include answered in time is put in, and its clock stops', async () => {
      const page = await resolveIncludes(PAGE, {
        variables,
        fetchText: async (uri: string) => `<picture data-asked="${uri}"></picture>`,
      });
      expect(page).toBe('<main><picture data-asked="/api/echo/x"></picture></main>');
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});

describe("serve.mjs: the remotes' first paint (the first-paint host, in process)", () => {
  const INCLUDE = '<!--# include virtual="/_first-paint/$request_id$croupier_path?$args" -->';

  /** A remote's first-paint module: it draws '/gameHall/:id' from the api's answer, a page it does not know as null. */
  const MODULE = `export default {
    css: '.mfx { color: red } </style>',
    async render(page) {
      if (!/\\/gameHall\\/\\d+$/.test(page.pathname)) return null;
      const answer = await page.post('/v3/echo', { search: page.search }, { lang: 'zh_CN' });
      return '<p class="mfx" data-cookie="' + page.cookie + '">' + answer.data + '</p>';
    },
  };`;
  /**
   * A page asked once: a freshly started server loads the manifests and modules then, and a cold
   * process can take longer than the page waits (they are kept for the next page).
   */
  const warm = async (url: string) => void (await (await fetch(`${url}/gameHall/3`)).text());
  const integrity = (source: string) => `sha384-${crypto.createHash('sha384').update(source).digest('base64')}`;

  interface Remote {
    module: string;
    /** The integrity its manifest states (another than its bytes': a module that was tampered with). */
    stated?: string;
    /** How its module answers: at once, never, or not at all (404). */
    answer?: 'ok' | 'never' | 'missing';
  }

  /** Remote origins serving mf-manifest.json and first-paint.mjs, and an api with the site's modules and an echo route. */
  async function start(remotes: Record<string, Remote & { enabled?: boolean }>) {
    const listen = (server: http.Server) =>
      new Promise<number>((resolve) => {
        upstreams.push(server);
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
      });
    const modules = [];
    for (const [name, remote] of Object.entries(remotes)) {
      const port = await listen(
        http.createServer((req, res) => {
          if (req.url === '/mf-manifest.json') {
            const firstPaint = {
              module: 'first-paint.0123abcd.mjs',
              integrity: remote.stated ?? integrity(remote.module),
            };
            return void res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ metaData: { firstPaint } }));
          }
          if (req.url === '/first-paint.0123abcd.mjs' && remote.answer !== 'missing') {
            if (remote.answer === 'never') return;
            return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(remote.module);
          }
          res.writeHead(404).end();
        }),
      );
      modules.push({
        name,
        manifest_url: `http://127.0.0.1:${port}/mf-manifest.json`,
        enabled: remote.enabled ?? true,
      });
    }
    const asked: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
    const apiPort = await listen(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          asked.push({ url: req.url!, headers: req.headers, body });
          const data =
            req.url === '/api/arks/web/site/detail' ? { site_id: '7', settings: {}, modules } : JSON.parse(body).search;
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 100, message: 'success', data }));
        });
      }),
    );
    const dist = makeDist();
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><style nonce="__CSP_NONCE__"></style><div id="root"><main>${INCLUDE}</main></div>`,
    );
    fs.writeFileSync(path.join(dist, 'env.json'), '{ "SITE_ID": "7" }');
    const shell = await serve(['--dir', dist, '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${apiPort}`]);
    return { shell, asked };
  }

  test("puts each remote's markup, in its box with its styles under the page's nonce, where the page's include was", async () => {
    const { shell, asked } = await start({ 'mf-x': { module: MODULE } });
    await warm(shell.url);
    const page = await fetch(`${shell.url}/zh-CN/gameHall/3?a=1&b=%20`, {
      headers: { cookie: 'i18n_redirected=zh_CN' },
    });
    const html = await page.text();
    const nonce = /nonce-([\w-]+)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(
      `<main><div data-cr-first-paint="mf-x" inert><style nonce="${nonce}">.mfx { color: red } <\\/style></style>` +
        '<p class="mfx" data-cookie="i18n_redirected=zh_CN">a=1&b=%20</p></div></main>',
    );
    // It asked for the brand's site, then the module's own POST, in the language it chose.
    expect(JSON.parse(asked[0]!.body)).toEqual({ site_id: '7' });
    expect(asked.at(-1)).toMatchObject({ url: '/api/v3/echo', headers: { lang: 'zh_CN' } });
    // A page no remote draws: nothing in the include's place.
    expect(await (await fetch(`${shell.url}/user/Info`)).text()).toContain('<main></main>');
  });

  test('runs no module that is not what its manifest states, nor one of a module the site has not enabled', async () => {
    const evil = MODULE.replace('color: red', 'color: blue');
    const { shell } = await start({
      'mf-tampered': { module: evil, stated: integrity(MODULE) },
      'mf-off': { module: MODULE, enabled: false },
      'mf-missing': { module: MODULE, answer: 'missing' },
    });
    await warm(shell.url);
    expect(await (await fetch(`${shell.url}/gameHall/3`)).text()).toContain('<main></main>');
  });

  test("leaves out a remote that is slow or fails, and keeps the others'", async () => {
    const throwing = MODULE.replace('async render(page) {', 'async render(page) { throw new Error("no");');
    const { shell } = await start({
      'mf-slow': { module: MODULE, answer: 'never' },
      'mf-throws': { module: throwing },
      'mf-x': { module: MODULE },
    });
    await warm(shell.url);
    const html = await (await fetch(`${shell.url}/gameHall/3`)).text();
    expect(html.match(/data-cr-first-paint="([\w-]+)"/g)).toEqual(['data-cr-first-paint="mf-x"']);
  });
});

describe('serve.mjs --console: the operator console', () => {
  const CONSOLE_POLICY =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

  test('its pages carry its own strict policy, every route falls back to index.html', async () => {
    const served = await serve(['--dir', makeDist(), '--port', '0', '--console']);

    for (const route of ['/', '/audit', '/sign-in']) {
      const page = await fetch(`${served.url}${route}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(CONSOLE_POLICY);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>shell</title>');
    }
    const file = await fetch(`${served.url}/main.0123abcd.js`);
    expect(file.headers.get('content-security-policy')).toBeNull();
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('proxies /api/operator and nothing else of the api', async () => {
    const api = await startApi();
    const served = await serve([
      '--dir',
      makeDist(),
      '--port',
      '0',
      '--console',
      '--proxy',
      `http://127.0.0.1:${api.port}`,
    ]);

    const login = await fetch(`${served.url}/api/operator/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"account":"ada"}',
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      method: 'POST',
      url: '/api/operator/auth/login',
      body: '{"account":"ada"}',
    });

    // The stand-in api answers 200 with JSON to anything it receives: these never reach it.
    const statuses = await Promise.all(
      ['/api/login', '/api/operatorx', '/api', '/api/health', '/broadcasting/auth'].map(async (other) => {
        const res = await fetch(`${served.url}${other}`, { method: 'POST', body: '{}' });
        return [other, res.status, res.headers.get('content-type')];
      }),
    );
    expect(statuses).toEqual([
      ['/api/login', 404, 'text/plain; charset=utf-8'],
      ['/api/operatorx', 404, 'text/plain; charset=utf-8'],
      ['/api', 404, 'text/plain; charset=utf-8'],
      ['/api/health', 404, 'text/plain; charset=utf-8'],
      // Not the api: a page path, which only answers GET.
      ['/broadcasting/auth', 405, 'text/plain; charset=utf-8'],
    ]);
    const health = await fetch(`${served.url}/api/health`, { headers: { accept: 'text/html' } });
    expect(health.status).toBe(404);
  });

  test("keeps the operators' api off the member site's origin", async () => {
    const api = await startApi();
    const site = await serve(['--dir', makeDist(), '--port', '0', '--spa', '--proxy', `http://127.0.0.1:${api.port}`]);
    const statuses = await Promise.all(
      ['/api/operator', '/api/operator/me', '/api/operator/auth/login', '/api/login'].map(
        async (p) => [p, (await fetch(`${site.url}${p}`, { method: 'POST', body: '{}' })).status] as const,
      ),
    );
    expect(statuses).toEqual([
      ['/api/operator', 404],
      ['/api/operator/me', 404],
      ['/api/operator/auth/login', 404],
      ['/api/login', 200],
    ]);
  });

  test('refuses another prefix', async () => {
    await expect(
      serve(['--dir', makeDist(), '--port', '0', '--console', '--proxy', 'http://127.0.0.1:1', '--prefix', '/api']),
    ).rejects.toMatchObject({ code: 1, message: expect.stringContaining('--console proxies /api/operator only') });
  });
});
