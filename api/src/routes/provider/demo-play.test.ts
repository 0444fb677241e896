import type { FastifyInstance } from 'fastify';
import { send } from '../../test/helpers.js';
import { call, GAMES, startProviderApp, tokenOf } from './__tests__/fixtures.js';

jest.setTimeout(30_000);

const demo = (game: { gp_id: string; game_type: number; game_code: string }, extra: Record<string, unknown> = {}) => ({
  site_id: '1',
  currency: 'USD',
  device: 0,
  house: 0,
  ...game,
  ...extra,
});

describe('POST /api/demo/play', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  const walletRows = () => app.services.db.prepare('SELECT COUNT(*) AS n FROM wallet_ledger').get();

  it('opens a demo session for a guest: the same game page on 2000.00 fun money, telling it is a demo', async () => {
    const ledgerBefore = walletRows();
    const res = await call(app, '/api/demo/play', demo(GAMES.demo));
    const { code, data } = res.json();
    expect(code).toBe(100);
    expect(data.game_url).toMatch(/^\/api\/provider\/slot\?token=/);
    const page = await send(app, data.game_url, { method: 'GET' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Demo Fruits</title>');
    expect(page.body).toContain('Demo — you play with fun money, not your wallet.');
    expect(page.body).toContain('$2,000.00');
    expect(page.body).toContain('href="/close"');

    const spin = (await call(app, '/api/provider/slot/spin', { token: tokenOf(data.game_url), bet: '10.00' })).json();
    expect(spin.code).toBe(100);
    expect(spin.data.demo).toBe(true);
    expect(Number(spin.data.balance)).toBeCloseTo(2_000 - 10 + Number(spin.data.win), 2);
    expect(walletRows()).toEqual(ledgerBefore);
  });

  it('scales fun money and bets to the currency, and names the game in the lang header’s language', async () => {
    const { data } = (
      await call(app, '/api/demo/play', demo(GAMES.demo, { currency: 'vnd', lobby_url: 'http://localhost:3000/' }), {
        lang: 'vi_VN',
      })
    ).json();
    const page = await send(app, data.game_url, { method: 'GET' });
    expect(page.body).toContain('<html lang="vi-VN">');
    expect(page.body).toContain('₫2,000,000.00');
    expect(page.body).toContain('Chơi thử');
    expect(page.body).toContain('href="http://localhost:3000/"');
  });

  it('refuses a provider or a game without demo play (403), an unknown game (404), an unknown site (404)', async () => {
    expect((await call(app, '/api/demo/play', demo(GAMES.noDemo))).json()).toMatchObject({ code: 403, data: null });
    expect((await call(app, '/api/demo/play', demo(GAMES.slot))).json()).toMatchObject({ code: 403, data: null });
    expect((await call(app, '/api/demo/play', demo({ ...GAMES.demo, game_code: 'nope' }))).json()).toMatchObject({
      code: 404,
    });
    expect((await call(app, '/api/demo/play', demo(GAMES.demo, { site_id: '404' }))).json()).toMatchObject({
      code: 404,
    });
  });

  it('answers 203 with the interval while the provider is in maintenance', async () => {
    const set = app.services.db.prepare(
      'UPDATE game_providers SET maintain_start = ?, maintain_end = ? WHERE gp_id = ?',
    );
    set.run(Date.now() - 1_000, Date.now() + 60_000, GAMES.demo.gp_id);
    try {
      const res = (await call(app, '/api/demo/play', demo(GAMES.demo))).json();
      expect(res.code).toBe(203);
      expect(res.data.maintain_interval).toEqual({
        start: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        end: expect.any(String),
      });
    } finally {
      set.run(null, null, GAMES.demo.gp_id);
    }
  });

  it('answers 400 to malformed bodies and to a currency the site does not offer', async () => {
    for (const body of [
      [demo(GAMES.demo)],
      {},
      demo(GAMES.demo, { house: 'x' }),
      demo(GAMES.demo, { currency: 'U$D' }),
      demo(GAMES.demo, { lobby_url: 'javascript:x' }),
      demo(GAMES.demo, { currency: 'EUR' }),
    ]) {
      const res = await call(app, '/api/demo/play', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
  });

  it("refuses a lobby_url off the site (400): only paths and the site's origins, locally any localhost one", async () => {
    for (const lobby_url of [
      'https://evil.example/close',
      'http://localhost.evil.example/',
      '//evil.example/close',
      'javascript:alert(1)',
      'https://user:pw@localhost/',
    ]) {
      const res = await call(app, '/api/demo/play', demo(GAMES.demo, { lobby_url }));
      expect([lobby_url, res.statusCode, res.json()]).toEqual([
        lobby_url,
        400,
        { code: 400, message: expect.stringContaining('lobby_url'), data: null },
      ]);
    }
    for (const lobby_url of ['/close?type=gameWindow', 'http://127.0.0.1:3600/vi/close', '']) {
      expect((await call(app, '/api/demo/play', demo(GAMES.demo, { lobby_url }))).json().code).toBe(100);
    }
  });
});

describe("POST /api/demo/play with CORS_ORIGINS (the site's origins in production)", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(
    async () =>
      ({ app, close } = await startProviderApp({ CORS_ORIGINS: 'https://games.example,https://www.games.example' })),
  );
  afterAll(() => close());

  it('takes a lobby on a listed origin and refuses any other, localhost included', async () => {
    expect(
      (await call(app, '/api/demo/play', demo(GAMES.demo, { lobby_url: 'https://www.games.example/close' }))).json()
        .code,
    ).toBe(100);
    for (const lobby_url of [
      'http://games.example/close',
      'https://games.example.evil.example/',
      'http://localhost:3000/close',
    ]) {
      const res = await call(app, '/api/demo/play', demo(GAMES.demo, { lobby_url }), {
        'x-forwarded-host': 'evil.example',
      });
      expect([lobby_url, res.statusCode]).toEqual([lobby_url, 400]);
    }
  });
});
