import type { FastifyInstance } from 'fastify';
import type { NewStyleResponse, SiteDetail } from '@croupier/shared/contracts';
import { SEED_GAMES_SETTINGS } from '../db/seeds/games-providers-data.js';
import { post, startApp } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

describe('POST /api/arks/web/site/detail', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers the seeded site in the new style, with its modules and the socket from configuration', async () => {
    app = await startApp({
      PUSHER_PUBLIC_HOST: 'ws.croupier.test',
      PUSHER_PUBLIC_PORT: '443',
      PUSHER_PUBLIC_TLS: 'true',
    });
    const res = await post(app, '/api/arks/web/site/detail', { site_id: '1' });

    expect(res.statusCode).toBe(200);
    const json = res.json() as NewStyleResponse<SiteDetail>;
    expect(json.code).toBe(100);
    expect(json.data.site_id).toBe('1');
    expect(json.data.site_name).toBe('Croupier Demo');
    expect(json.data.site_title.en_US).toContain('Croupier Demo');
    expect(json.data.settings).toEqual({
      SITE_ID: '1',
      CURRENCY: 'USD,INR,VND',
      LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN,ta_IN',
      MOBILE_TEMPLATE_NAME: 'H5_1',
      IS_DEMO: false,
      LINK_EXPIRE_TIME: 60,
      DESKTOP_LOCK: false,
      // db/seeds/games.ts: the brand's games settings (GAME_OPEN_MODE, GAME_ROOM, ...).
      ...SEED_GAMES_SETTINGS,
    });
    expect(json.data.env_config).toEqual({
      environment: 'local',
      customerUrl: expect.objectContaining({ en_US: expect.stringMatching(/^https:\/\//) }),
      AGENT_BIND_FAST_PAYMENT_FLAG: false,
      socket: { key: 'croupier-key', host: 'ws.croupier.test', port: 443, force_tls: true },
      // db/seeds/realtime.ts: the demo pixel, on for en_US.
      fb_pixel: { id: 'croupier-demo-pixel', languages: ['en_US'] },
    });
    expect(json.data.modules).toEqual([
      { name: 'mf-auth', manifest_url: 'http://localhost:3001/mf-manifest.json', enabled: true },
      { name: 'mf-games', manifest_url: 'http://localhost:3002/mf-manifest.json', enabled: true },
      { name: 'mf-member-center', manifest_url: 'http://localhost:3003/mf-manifest.json', enabled: true },
      { name: 'mf-proxy', manifest_url: 'http://localhost:3004/mf-manifest.json', enabled: true },
      { name: 'mf-promotions', manifest_url: 'http://localhost:3005/mf-manifest.json', enabled: true },
    ]);
  });

  it('applies CROUPIER_MODULE_URLS to the listed modules only', async () => {
    app = await startApp({
      CROUPIER_MODULE_URLS:
        'mf-auth=http://127.0.0.1:13001/mf-manifest.json, mf-games=http://127.0.0.1:13002/mf-manifest.json',
    });
    const json = (await post(app, '/api/arks/web/site/detail', { site_id: 1 })).json() as NewStyleResponse<SiteDetail>;
    const urls = Object.fromEntries(json.data.modules.map((m) => [m.name, m.manifest_url]));
    expect(urls['mf-auth']).toBe('http://127.0.0.1:13001/mf-manifest.json');
    expect(urls['mf-games']).toBe('http://127.0.0.1:13002/mf-manifest.json');
    expect(urls['mf-proxy']).toBe('http://localhost:3004/mf-manifest.json');
  });

  it('reports a disabled module as disabled', async () => {
    app = await startApp();
    app.services.db.prepare("UPDATE site_modules SET enabled = 0 WHERE name = 'mf-proxy'").run();
    const json = (
      await post(app, '/api/arks/web/site/detail', { site_id: '1' })
    ).json() as NewStyleResponse<SiteDetail>;
    expect(json.data.modules.find((m) => m.name === 'mf-proxy')?.enabled).toBe(false);
  });

  it('answers an unknown site with a not-found code instead of an error page', async () => {
    app = await startApp();
    const res = await post(app, '/api/arks/web/site/detail', { site_id: '999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 404, message: 'Site 999 not found', data: null });
  });

  it('refuses a request without site_id with a 400 JSON error', async () => {
    app = await startApp();
    const res = await post(app, '/api/arks/web/site/detail', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: expect.stringContaining('site_id') });
  });
});
