// POST /api/sites/:site_id/releases/:module/override over real HTTP and SQLite: the owning team
// gets a link that verifies for that site and release and changes nothing of the live map; no
// token 401, another team's remote 403, bad minutes or body 400, an unknown site or an
// unregistered version 404, never a 500.
import type { FastifyInstance } from 'fastify';
import type { IssuedOverride, LiveMap } from '../../services/releases/index.js';
import { send, startApp, type TestResponse } from '../../test/helpers.js';

jest.setTimeout(60_000);

const GAMES = 'games-team-token-0123456789';
const PROMO = 'promo-team-token-0123456789';
const TOKENS = `games:${GAMES}:mf-games, promo:${PROMO}:mf-promotions`;
const VERSION = '0.2.0+4b1c9e07d2aa';
const MANIFEST_URL = `https://cdn.croupier.example/releases/mf-games/${encodeURIComponent(VERSION)}/mf-manifest.json`;

type Issued = IssuedOverride & { query: string };

describe('release override links', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({
      CROUPIER_RELEASE_TOKENS: TOKENS,
      CROUPIER_RELEASE_OVERRIDE_SECRET: 'a-test-override-secret-of-32-characters-or-more',
    });
    const res = await call('/api/releases/mf-games', {
      version: VERSION,
      manifest_url: MANIFEST_URL,
      record: { remote: 'mf-games', version: VERSION },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  function call(path: string, body?: unknown, token: string | null = GAMES, method = 'POST'): Promise<TestResponse> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return send(app, path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  }
  const override = (body: unknown, token: string | null = GAMES, site = '1', module = 'mf-games') =>
    call(`/api/sites/${site}/releases/${module}/override`, body, token);

  it('gives the owning team a link for one browser, for 60 minutes unless told', async () => {
    const before = Date.now();
    const res = await override({ version: VERSION });
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([200, 100, 'success']);
    const issued = res.json<{ data: Issued }>().data;
    expect(Object.keys(issued).sort()).toEqual(['expires_at', 'query', 'token']);
    expect(issued.query).toBe(`cr_release=${issued.token}`);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(issued.expires_at).toBeGreaterThanOrEqual(Math.floor((before + 60 * 60_000) / 1000) * 1000);
    expect(issued.expires_at).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(app.services.releaseOverrides.verify(issued.token, '1')).toEqual({
      module: 'mf-games',
      version: VERSION,
      manifest_url: MANIFEST_URL,
      expires_at: issued.expires_at,
    });
    expect(app.services.releaseOverrides.verify(issued.token, '2')).toBeNull();

    const short = (await override({ version: VERSION, minutes: 5 })).json<{ data: Issued }>().data;
    expect(short.expires_at).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(short.expires_at).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('puts one browser on the release through the site detail, and ignores a forged token', async () => {
    const issued = (await override({ version: VERSION, minutes: 10 })).json<{ data: Issued }>().data;
    const detail = async (body: Record<string, unknown>) => {
      const res = await call('/api/arks/web/site/detail', { site_id: '1', bucket: 3, ...body }, null);
      expect(res.statusCode).toBe(200);
      const games = res
        .json<{ data: { modules: { name: string; manifest_url: string; release?: unknown }[] } }>()
        .data.modules.find((m) => m.name === 'mf-games');
      return { games, cacheControl: res.headers.get('cache-control') };
    };
    const everyone = await detail({});
    expect(everyone.games?.manifest_url).not.toBe(MANIFEST_URL);
    const mine = await detail({ overrides: [issued.token] });
    expect(mine.games).toEqual({
      name: 'mf-games',
      manifest_url: MANIFEST_URL,
      enabled: true,
      release: { version: VERSION, channel: 'override', expires_at: issued.expires_at },
    });
    // Nobody else's answer: not kept by any cache on the way.
    expect(mine.cacheControl).toBe('no-store');
    const [payload, signature] = issued.token.split('.') as [string, string];
    const forged = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const overrides of [[forged], ['not-a-token'], []])
      expect((await detail({ overrides })).games).toEqual(everyone.games);
    // Too many tokens, or one too long, is a malformed request.
    expect(
      (await call('/api/arks/web/site/detail', { site_id: '1', overrides: Array(9).fill('a.b') }, null)).statusCode,
    ).toBe(400);
    expect(
      (await call('/api/arks/web/site/detail', { site_id: '1', overrides: ['x'.repeat(2000)] }, null)).statusCode,
    ).toBe(400);
  });

  it("leaves the site's live map as it was", async () => {
    const map = async () =>
      (await call('/api/sites/1/releases', undefined, GAMES, 'GET')).json<{ data: LiveMap }>().data;
    const before = await map();
    expect((await override({ version: VERSION, minutes: 1440 })).statusCode).toBe(200);
    expect(await map()).toEqual(before);
  });

  it('refuses with 401 a call without a valid release token', async () => {
    for (const token of [null, 'not-a-token-of-anyone']) {
      const res = await override({ version: VERSION }, token);
      expect([res.statusCode, res.json().code]).toEqual([401, 401]);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it("refuses with 403 another team's remote", async () => {
    const res = await override({ version: VERSION }, PROMO);
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { code: 403, message: "team 'promo' does not own mf-games", data: null },
    ]);
  });

  it.each([
    ['minutes 0', { version: VERSION, minutes: 0 }],
    ['minutes 1441', { version: VERSION, minutes: 1441 }],
    ['minutes 1.5', { version: VERSION, minutes: 1.5 }],
    ['minutes as words', { version: VERSION, minutes: 'an hour' }],
    ['no version', { minutes: 5 }],
    ['an empty version', { version: '' }],
    ['a version too long', { version: `0.1.0+${'a'.repeat(200)}` }],
    ['a body that is no object', [VERSION]],
  ])('refuses with 400 %s', async (_what, body) => {
    const res = await override(body);
    expect([res.statusCode, res.json().code]).toEqual([400, 400]);
  });

  it('refuses with 400 a module that is no remote of the manifest', async () => {
    const res = await override({ version: VERSION }, GAMES, '1', 'mf-nope');
    expect([res.statusCode, res.json().message]).toEqual([400, "'mf-nope' is no remote of the manifest"]);
  });

  it('refuses with 404 an unknown site or a version not registered', async () => {
    const site = await override({ version: VERSION }, GAMES, 'nowhere');
    expect([site.statusCode, site.json().code, site.json().message]).toEqual([404, 404, "site 'nowhere' not found"]);
    const version = await override({ version: '0.3.0+ffffffffffff' });
    expect([version.statusCode, version.json().message]).toEqual([
      404,
      'mf-games 0.3.0+ffffffffffff is not a registered release',
    ]);
  });
});
