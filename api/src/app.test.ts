import type { FastifyInstance } from 'fastify';
import { send, startApp, tokenFor } from './test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

const POST_ROUTES = [
  '/api/arks/web/site/detail',
  '/api/captcha',
  '/api/login',
  '/api/member/profile/common/layout',
  '/api/member/profile/my_cash',
  '/broadcasting/auth',
  // Last: a body it accepts revokes the session the other routes use.
  '/api/logout',
];

const JSON_TYPE = { 'content-type': 'application/json' };
const MALFORMED: [string, { body?: string; headers?: Record<string, string> }][] = [
  ['broken JSON', { body: '{"site_id": ', headers: JSON_TYPE }],
  ['a JSON string', { body: '"hello"', headers: JSON_TYPE }],
  ['a JSON array', { body: '[{"site_id":"1"}]', headers: JSON_TYPE }],
  ['null', { body: 'null', headers: JSON_TYPE }],
  [
    'nested objects where strings belong',
    { body: '{"site_id":{"$gt":""},"type":{"a":1},"account":[],"socket_id":{}}', headers: JSON_TYPE },
  ],
  ['a __proto__ key', { body: '{"__proto__":{"polluted":true},"site_id":"1"}', headers: JSON_TYPE }],
  ['plain text', { body: 'site_id=1', headers: { 'content-type': 'text/plain' } }],
  ['an unknown media type', { body: '<xml/>', headers: { 'content-type': 'application/xml' } }],
  ['broken form encoding', { body: '%%%&&&==', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['a body over the size limit', { body: JSON.stringify({ site_id: 'x'.repeat(70 * 1024) }), headers: JSON_TYPE }],
];

describe('the api as a whole', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await startApp();
    token = await tokenFor(app, 'player01', 'player123');
  });
  afterAll(() => app.close());

  it('answers GET /api/health', async () => {
    const res = await send(app, '/api/health', { method: 'GET' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  describe.each(POST_ROUTES)('%s', (route) => {
    it.each(MALFORMED)('answers %s with a JSON error below 500', async (_what, request) => {
      const res = await send(app, route, { ...request, headers: { ...request.headers, authorization: token } });
      expect(res.statusCode).toBeLessThan(500);
      const json = res.json();
      if (res.statusCode >= 400)
        expect(json).toEqual({ code: res.statusCode, message: expect.any(String), data: null });
    });
  });

  it('does not let a __proto__ key reach objects', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await send(app, '/api/no/such/thing', { method: 'POST' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Route POST /api/no/such/thing not found', data: null });
  });

  it('hides the dev routes unless CROUPIER_DEV_ROUTES=1', async () => {
    const res = await send(app, '/api/dev/entry/enc', {
      body: JSON.stringify({ member_account: 'player01' }),
      headers: JSON_TYPE,
    });
    expect(res.statusCode).toBe(404);
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      send(app, '/api/login', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,lang',
        },
      });

    it('allows a localhost origin and lets it read the authorization response header', async () => {
      const res = await preflight('http://localhost:3000');
      expect(res.statusCode).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(res.headers.get('access-control-allow-headers')).toContain('authorization');

      const real = await send(app, '/api/health', { method: 'GET', headers: { origin: 'http://127.0.0.1:3001' } });
      expect(real.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3001');
      expect(real.headers.get('access-control-expose-headers')).toBe('authorization');
    });

    it('does not allow other origins', async () => {
      const res = await preflight('https://evil.example');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('allows exactly the configured origins when CORS_ORIGINS is set', async () => {
      const other = await startApp({ CORS_ORIGINS: 'https://www.croupier.example' });
      try {
        const get = (origin: string) => send(other, '/api/health', { method: 'GET', headers: { origin } });
        expect((await get('https://www.croupier.example')).headers.get('access-control-allow-origin')).toBe(
          'https://www.croupier.example',
        );
        expect((await get('http://localhost:3000')).headers.get('access-control-allow-origin')).toBeNull();
      } finally {
        await other.close();
      }
    });
  });
});
