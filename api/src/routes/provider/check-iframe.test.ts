import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { call, startProviderApp } from './__tests__/fixtures.js';
import { classifyUrl, frameable } from './check-iframe.js';

jest.setTimeout(30_000);

/** A page on another origin whose answer each test chooses; it counts the requests it gets. */
async function startOtherSite() {
  const seen: string[] = [];
  let answer: { status: number; headers: Record<string, string> } = { status: 200, headers: {} };
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(answer.status, { 'content-type': 'text/html', ...answer.headers }).end('<p>sportsbook</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (status: number, headers: Record<string, string> = {}) => (answer = { status, headers }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/check_iframe', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let allowed: Awaited<ReturnType<typeof startOtherSite>>;
  let unlisted: Awaited<ReturnType<typeof startOtherSite>>;
  beforeAll(async () => {
    allowed = await startOtherSite();
    unlisted = await startOtherSite();
    ({ app, close } = await startProviderApp({ CHECK_IFRAME_ORIGINS: `https://sports.example, ${allowed.origin}` }));
  });
  afterAll(async () => {
    await close();
    await allowed.close();
    await unlisted.close();
  });

  const loadable = async (url: string) => {
    const res = await call(app, '/api/check_iframe', { url });
    expect(res.json().code).toBe(100);
    return res.json().data.loadable as boolean;
  };

  it('says the api’s own sportsbook page is loadable, as a relative or a same-origin URL', async () => {
    expect(await loadable('/api/provider/sport?currency=USD&site_id=1')).toBe(true);
    const { port } = app.server.address() as AddressInfo;
    expect(await loadable(`http://127.0.0.1:${port}/api/provider/sport?currency=USD`)).toBe(true);
  });

  it('says no for an api path that does not answer 2xx and for paths the api does not serve', async () => {
    expect(await loadable('/api/provider/slot?token=' + 'A'.repeat(43))).toBe(false);
    expect(await loadable('/api/no/such/page')).toBe(false);
    expect(await loadable('/somewhere-else')).toBe(false);
    expect(await loadable('//evil.example/api/provider/sport')).toBe(false);
    expect(await loadable('javascript:alert(1)')).toBe(false);
    expect(await loadable('not a url')).toBe(false);
  });

  it('fetches an allow-listed origin and reads its answer and frame headers', async () => {
    allowed.answer(200);
    expect(await loadable(`${allowed.origin}/book?x=1`)).toBe(true);
    expect(allowed.seen.at(-1)).toBe('/book?x=1');
    allowed.answer(200, { 'x-frame-options': 'DENY' });
    expect(await loadable(`${allowed.origin}/book`)).toBe(false);
    allowed.answer(200, { 'x-frame-options': 'SAMEORIGIN' });
    expect(await loadable(`${allowed.origin}/book`)).toBe(false);
    allowed.answer(200, { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" });
    expect(await loadable(`${allowed.origin}/book`)).toBe(false);
    allowed.answer(200, { 'content-security-policy': 'frame-ancestors *' });
    expect(await loadable(`${allowed.origin}/book`)).toBe(true);
    allowed.answer(500);
    expect(await loadable(`${allowed.origin}/book`)).toBe(false);
    allowed.answer(302, { location: 'https://elsewhere.example/' });
    expect(await loadable(`${allowed.origin}/book`)).toBe(false);
  });

  it('never requests an origin that is not on the list', async () => {
    expect(await loadable(`${unlisted.origin}/book`)).toBe(false);
    expect(unlisted.seen).toEqual([]);
  });

  it('answers 400 to malformed bodies', async () => {
    for (const body of [{}, { url: '' }, { url: 'x'.repeat(2001) }, [{ url: '/api' }], { url: { href: '/api' } }]) {
      const res = await call(app, '/api/check_iframe', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
  });
});

describe('check_iframe rules', () => {
  const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });

  it('classifies URLs: same-site api paths, allow-listed origins, nothing else', () => {
    const own = 'http://localhost:3000';
    expect(classifyUrl('/api/provider/sport?x=1', own, [])).toEqual({ kind: 'self', path: '/api/provider/sport?x=1' });
    expect(classifyUrl('http://localhost:3000/api/provider/sport', own, [])).toEqual({
      kind: 'self',
      path: '/api/provider/sport',
    });
    expect(classifyUrl('http://localhost:3000/home', own, [])).toBeNull();
    expect(classifyUrl('/api\\..\\x', own, [])).toBeNull();
    expect(classifyUrl('https://sports.example/a', own, ['https://sports.example'])).toMatchObject({ kind: 'allowed' });
    expect(classifyUrl('https://user:pw@sports.example/a', own, ['https://sports.example'])).toBeNull();
    expect(classifyUrl('ftp://sports.example/a', own, ['ftp://sports.example'])).toBeNull();
  });

  it('reads X-Frame-Options and CSP frame-ancestors', () => {
    expect(frameable(headers({}), false)).toBe(true);
    expect(frameable(headers({ 'x-frame-options': 'sameorigin' }), true)).toBe(true);
    expect(frameable(headers({ 'content-security-policy': "frame-ancestors 'self'" }), true)).toBe(true);
    expect(frameable(headers({ 'content-security-policy': "frame-ancestors 'self'" }), false)).toBe(false);
    expect(frameable(headers({ 'content-security-policy': "script-src 'self'" }), false)).toBe(true);
  });
});
