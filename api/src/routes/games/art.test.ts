import type { FastifyInstance } from 'fastify';
import type { GameLabelResponse, GameTypeGroup, NewStyleResponse } from '@croupier/shared/contracts';
import { getPicture, post, send, startApp } from '../../test/helpers.js';
import { rasterCacheSize } from '../../services/sites/index.js';

jest.setTimeout(30_000);

const get = (app: FastifyInstance, path: string, headers: Record<string, string> = {}) =>
  send(app, path, { method: 'GET', headers });

describe('generated games art', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const gameId = (gp: string, code: string) =>
    (app.services.db.prepare('SELECT id FROM games WHERE gp_id = ? AND game_code = ?').get(gp, code) as { id: number })
      .id;

  it('GET /api/game-art/{id}.svg draws the game’s name and provider as a cacheable, script-free SVG', async () => {
    const id = gameId('GPPP', 'e_pp_001');
    const name = (app.services.db.prepare('SELECT game_name FROM games WHERE id = ?').get(id) as { game_name: string })
      .game_name;
    const res = await get(app, `/api/game-art/${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain(`aria-label="${name} — Prime Play"`);
    expect(res.body).toContain('Prime Play');
    expect(res.body).not.toMatch(/<script|on\w+=/i);
    // The same game always gets the same picture; another game another one.
    expect((await get(app, `/api/game-art/${id}.svg`)).body).toBe(res.body);
    expect((await get(app, `/api/game-art/${id + 1}.svg`)).body).not.toBe(res.body);
  });

  it("serves a slot list's first row as WebP of a few KB each: a phone's slow network asks them before the scripts", async () => {
    const body = { site_id: '1', currency: 'USD', device: 1, gp_id: 'GPR8', game_type_id: 2, house: 0 };
    const drawnBefore = rasterCacheSize();
    const { data } = (await post(app, '/api/v2/game_label', body)).json() as NewStyleResponse<GameLabelResponse>;
    const firstRow = data.main.slice(0, 8).map((entry) => entry.icon_light);
    expect(firstRow).toHaveLength(8);
    // Drawn as the list was answered, before any was asked for.
    expect(rasterCacheSize()).toBe(drawnBefore + 8);
    let total = 0;
    for (const url of firstRow) {
      const art = await getPicture(app, url);
      expect([url, art.statusCode, art.format, art.width]).toEqual([url, 200, 'webp', 240]);
      total += art.bytes.length;
    }
    expect(total).toBeLessThanOrEqual(8 * 3500);
  });

  it('uses the English name of a per-language name, and escapes what it draws', async () => {
    const id = gameId('GPR8', 'e_r8_001');
    const names = JSON.parse(
      (app.services.db.prepare('SELECT game_name FROM games WHERE id = ?').get(id) as { game_name: string }).game_name,
    );
    expect((await get(app, `/api/game-art/${id}.svg`)).body).toContain(names.en_US.split(' ')[0]);
    app.services.db.prepare(`UPDATE games SET game_name = '<b onload="x()">&Co</b>' WHERE id = ?`).run(id);
    const body = (await get(app, `/api/game-art/${id}.svg`)).body;
    expect(body).not.toContain('<b ');
    expect(body).toContain('&lt;b');
    expect(body).toContain('&amp;Co');
  });

  it('GET /api/game-art/{id}.webp is the same thumbnail as a 240x240 WebP, cacheable and revalidated by its own ETag', async () => {
    const id = gameId('GPJD', 'e_jd_001');
    const webp = await getPicture(app, `/api/game-art/${id}.webp`);
    expect([webp.statusCode, webp.headers.get('content-type'), webp.format, webp.width, webp.height]).toEqual([
      200,
      'image/webp',
      'webp',
      240,
      240,
    ]);
    expect(webp.spread).toBeGreaterThan(10); // drawn, not blank
    expect(webp.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const svgTag = (await get(app, `/api/game-art/${id}.svg`)).headers.get('etag');
    const etag = webp.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    expect(etag).not.toBe(svgTag); // one cache entry per format
    expect((await getPicture(app, `/api/game-art/${id}.webp`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await getPicture(app, `/api/game-art/${id}.webp`)).bytes.equals(webp.bytes)).toBe(true);
    expect((await getPicture(app, `/api/game-art/${id + 1}.webp`)).bytes.equals(webp.bytes)).toBe(false);
  });

  it('GET /api/provider-logo/{gp_id}.webp and /api/game-type-icon/{gt_id}.webp draw the SVG’s picture at its size, transparent where it is', async () => {
    const logo = await getPicture(app, '/api/provider-logo/gpag.webp?theme=dark');
    expect([logo.statusCode, logo.format, logo.width, logo.height]).toEqual([200, 'webp', 200, 80]);
    const icon = await getPicture(app, '/api/game-type-icon/2.webp');
    expect([icon.statusCode, icon.format, icon.width, icon.height, icon.alpha]).toEqual([200, 'webp', 64, 64, true]);
    const active = await getPicture(app, '/api/game-type-icon/2.webp?active=1');
    expect(active.bytes.equals(icon.bytes)).toBe(false);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(app, `/api/game-art/${gameId('GPJD', 'e_jd_001')}.svg`);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    expect(
      (await get(app, `/api/game-art/${gameId('GPJD', 'e_jd_001')}.svg`, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
  });

  it('GET /api/provider-logo/{gp_id}.svg draws the logo, its type variant and its dark variant', async () => {
    const plain = await get(app, '/api/provider-logo/gpag.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('AG Gaming');
    const live = await get(app, '/api/provider-logo/GPAG.svg?gt_id=3');
    expect(live.body).toContain('LIVE CASINO');
    expect(live.body).not.toBe(plain.body);
    const dark = await get(app, '/api/provider-logo/gpag.svg?theme=dark');
    expect(dark.body).toContain('#111827');
    expect(dark.body).not.toBe(plain.body);
  });

  it('GET /api/game-type-icon/{gt_id}.svg draws each type, and a distinct active variant', async () => {
    for (let gt = 2; gt <= 9; gt++) {
      const idle = await get(app, `/api/game-type-icon/${gt}.svg`);
      const active = await get(app, `/api/game-type-icon/${gt}.svg?active=1`);
      expect(idle.statusCode).toBe(200);
      expect(active.statusCode).toBe(200);
      expect(active.body).not.toBe(idle.body);
    }
    expect((await get(app, '/api/game-type-icon/2.svg')).body).toContain('aria-label="Slots"');
  });

  it.each([
    ['/api/game-art/999999.svg', 404],
    ['/api/game-art/abc.svg', 404],
    ['/api/game-art/999999.webp', 404],
    ['/api/game-art/1.webp.svg', 404],
    ['/api/game-art/1.png', 404],
    ['/api/provider-logo/gpzz.svg', 404],
    ['/api/provider-logo/..%2Fx.svg', 404],
    ['/api/provider-logo/gpag.svg?gt_id=1', 400],
    ['/api/provider-logo/gpag.svg?theme=neon', 400],
    ['/api/game-type-icon/1.svg', 404],
    ['/api/game-type-icon/2.svg?active=yes', 400],
  ])('GET %s answers %i with a JSON error', async (path, status) => {
    const res = await get(app, path);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, data: null });
  });

  it('every picture /v3/game_list points to is served', async () => {
    const groups = (
      (
        await post(app, '/api/v3/game_list', { site_id: '1', currency: 'USD', support_device: 0, template: 'pc' })
      ).json() as NewStyleResponse<GameTypeGroup[]>
    ).data;
    const urls = new Set(groups.flatMap((g) => [g.gt_icon, g.gt_icon_active, ...g.gp_list.map((e) => e.icon_light)]));
    expect(urls.size).toBeGreaterThan(80);
    for (const url of urls) {
      const res = await getPicture(app, url);
      // As WebP, which a browser decodes off its main thread (an SVG <img> is a document drawn on it)
      expect([url, res.statusCode, res.format]).toEqual([url, 200, 'webp']);
    }
  });
});
