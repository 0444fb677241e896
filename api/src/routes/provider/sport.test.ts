import type { FastifyInstance } from 'fastify';
import { send } from '../../test/helpers.js';
import { call, GAMES, startProviderApp } from './__tests__/fixtures.js';

jest.setTimeout(30_000);

describe('sport: POST /api/arks/web/game/sport-quickbet-url and GET /api/provider/sport', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  const quickbet = { currency: 'USD', support_device: 0, domain: 'localhost:3000', site_id: '1' };

  it('answers a relative URL of the sportsbook page and an active provider offering sports', async () => {
    const res = (await call(app, '/api/arks/web/game/sport-quickbet-url', quickbet, { lang: 'hi_IN' })).json();
    expect(res.code).toBe(100);
    expect(res.data.detail.url).toBe('/api/provider/sport?currency=USD&site_id=1&lang=hi_IN');
    const offers = app.services.db
      .prepare(
        `SELECT p.active FROM game_providers p WHERE p.gp_id = ? AND (EXISTS (SELECT 1 FROM provider_game_types t WHERE t.gp_id = p.gp_id AND t.gt_id = 4)
         OR EXISTS (SELECT 1 FROM games g WHERE g.gp_id = p.gp_id AND g.game_type = 4))`,
      )
      .get(res.data.detail.gp_id);
    expect(offers).toEqual({ active: 1 });
  });

  it('answers 404 for an unknown site, and 400 to malformed bodies', async () => {
    expect(
      (await call(app, '/api/arks/web/game/sport-quickbet-url', { ...quickbet, site_id: '404' })).json(),
    ).toMatchObject({ code: 404 });
    for (const body of [{}, [quickbet], { ...quickbet, support_device: 'pc' }, { ...quickbet, currency: '$$$' }]) {
      const res = await call(app, '/api/arks/web/game/sport-quickbet-url', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
  });

  it('links at most 8 of the catalogue’s active sports games', async () => {
    const active = app.services.db
      .prepare('SELECT COUNT(*) FROM games WHERE game_type = 4 AND active = 1')
      .pluck()
      .get() as number;
    const html = (await send(app, '/api/provider/sport', { method: 'GET' })).body;
    expect(html.match(/<a class="play"/g)?.length ?? 0).toBe(Math.min(8, active));
  });

  it('serves the sportsbook page: fixtures with odds, Play links carrying the sports games, the message script', async () => {
    // Only the fixture's sports game stays on (this test's own database).
    app.services.db
      .prepare('UPDATE games SET active = 0 WHERE game_type = 4 AND game_code != ?')
      .run(GAMES.sport.game_code);
    const page = await send(app, '/api/provider/sport?currency=USD&site_id=1&lang=en_US', { method: 'GET' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = page.body;
    expect(html).toContain('<title>Sportsbook</title>');
    expect(html).toContain('<h2 id="upcoming">Upcoming matches</h2>');
    expect(html).toMatch(/<time>\d{4}-\d\d-\d\d \d\d:\d\d<\/time>/);
    expect(html).toContain('<dt>Draw</dt><dd>3.30</dd>');
    expect(html.match(/<a class="play"/g)).toHaveLength(1);
    expect(html).toContain(
      `<a class="play" href="#${GAMES.sport.game_code}" data-gp-id="${GAMES.sport.gp_id}" data-game-type="4" data-game-code="${GAMES.sport.game_code}">Play<span class="sr-only"> Quick Cricket</span></a>`,
    );
    expect(html).toContain('"heightEvent":"S001"');
    expect(html).toContain('"openGameEvent":"U003_open_game"');
    expect(html).toContain('window.parent.postMessage(message, origin)');
    expect(html).not.toMatch(/\ssrc=|https?:\/\//);
  });

  it('speaks the language asked for, English for an unknown one', async () => {
    expect((await send(app, '/api/provider/sport?lang=ta_IN', { method: 'GET' })).body).toContain(
      '<html lang="ta-IN">',
    );
    expect((await send(app, '/api/provider/sport?lang=ta_IN', { method: 'GET' })).body).toContain('விளையாட்டுப் பந்தயம்');
    expect((await send(app, '/api/provider/sport?lang=xx', { method: 'GET' })).body).toContain('<html lang="en-US">');
  });
});

describe('sport quick-bet URL without a sports provider', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  it('answers 404 when no active provider offers sports', async () => {
    app.services.db.prepare('UPDATE game_providers SET active = 0').run();
    const res = (
      await call(app, '/api/arks/web/game/sport-quickbet-url', {
        currency: 'USD',
        support_device: 1,
        domain: '',
        site_id: '1',
      })
    ).json();
    expect(res).toMatchObject({ code: 404, data: null });
  });
});
