import type { FastifyInstance } from 'fastify';
import { DEMO_FB_PIXEL } from '../../db/seeds/realtime.js';
import { post, startApp, tokenFor } from '../../test/helpers.js';

jest.setTimeout(30_000);

const event = (over: Record<string, unknown> = {}) => ({
  site_id: '1',
  pixel_id: DEMO_FB_PIXEL.id,
  event_name: 'Purchase',
  event_id: 'ORD-77',
  value: '250.5',
  currency: 'USD',
  fbp: 'fb.1.1700000000000.1234567890',
  fbc: 'fb.1.1700000000000.IwAR0x',
  language: 'en_US',
  event_source_url: 'http://localhost:3000/user/Deposit',
  ...over,
});

describe('POST /api/fb_tracking', () => {
  let app: FastifyInstance;
  const rows = () =>
    app.services.db.prepare('SELECT * FROM fb_tracking_events ORDER BY id').all() as Record<string, unknown>[];
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());
  beforeEach(() => app.services.db.prepare('DELETE FROM fb_tracking_events').run());

  it('stores the event with the member behind the token, once per name and event id', async () => {
    const token = await tokenFor(app, 'player01', 'player123');
    const res = await post(app, '/api/fb_tracking', event(), { authorization: token, 'user-agent': 'Chromium test' });
    expect(res.json()).toEqual({ code: 100, message: 'success', data: null });
    expect(await post(app, '/api/fb_tracking', event())).toMatchObject({ statusCode: 200 });
    await post(app, '/api/fb_tracking', event({ event_name: 'e_first_pay', value: undefined, currency: undefined }));

    const stored = rows();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      site_id: '1',
      pixel_id: DEMO_FB_PIXEL.id,
      event_name: 'Purchase',
      event_id: 'ORD-77',
      value_cents: 25050,
      currency: 'USD',
      fbp: 'fb.1.1700000000000.1234567890',
      fbc: 'fb.1.1700000000000.IwAR0x',
      language: 'en_US',
      member_id: expect.any(Number),
      user_agent: 'Chromium test',
    });
    expect(stored[1]).toMatchObject({ event_name: 'e_first_pay', value_cents: null, currency: null, member_id: null });
  });

  it('refuses an event for a language or pixel the site has not switched on (403)', async () => {
    const otherLanguage = await post(app, '/api/fb_tracking', event({ language: 'vi_VN' }));
    expect(otherLanguage.statusCode).toBe(403);
    expect(otherLanguage.json().code).toBe(403);
    expect((await post(app, '/api/fb_tracking', event({ pixel_id: 'someone-else' }))).statusCode).toBe(403);
    expect(rows()).toEqual([]);
  });

  it('answers 404 for an unknown site and 400 for a malformed event, never 500', async () => {
    expect((await post(app, '/api/fb_tracking', event({ site_id: '999' }))).json().code).toBe(404);
    for (const bad of [
      event({ event_name: 'PageView' }),
      event({ event_id: '' }),
      event({ value: '1.234' }),
      event({ value: '-5' }),
      event({ currency: 'usd' }),
      { site_id: '1' },
    ]) {
      const res = await post(app, '/api/fb_tracking', bad);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    expect(rows()).toEqual([]);
  });

  it('is served the pixel by the site detail, so the page knows it is on', async () => {
    const detail = (await post(app, '/api/arks/web/site/detail', { site_id: '1' })).json();
    expect(detail.data.env_config.fb_pixel).toEqual(DEMO_FB_PIXEL);
  });
});
