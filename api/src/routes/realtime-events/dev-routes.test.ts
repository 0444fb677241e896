// The development routes that change data and publish the realtime event for it, against the
// recording stand-in of the realtime server's trigger API.
import type { FastifyInstance } from 'fastify';
import { startPusherRecorder, type PusherRecorder } from '../../test/pusher-recorder.js';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('realtime-event dev routes (CROUPIER_DEV_ROUTES=1)', () => {
  let recorder: PusherRecorder;
  let app: FastifyInstance;
  beforeAll(async () => {
    recorder = await startPusherRecorder();
    app = await startApp({ CROUPIER_DEV_ROUTES: '1', PUSHER_PORT: String(recorder.port) });
  });
  afterAll(async () => {
    await app.close();
    await recorder.close();
  });
  beforeEach(() => recorder.events.splice(0));

  const published = () =>
    recorder.events.map((e) => ({
      name: e.body.name,
      channels: e.body.channels,
      data: JSON.parse(e.body.data) as unknown,
    }));

  it('customer-service: the site detail serves the new URL and web_member hears customer_service_link_change', async () => {
    const res = await post(app, '/api/dev/site/customer-service', { locale: 'vi_VN', url: 'https://help.example/vi' });
    expect(res.json()).toMatchObject({
      code: 100,
      data: { published: true, customerUrl: expect.objectContaining({ vi_VN: 'https://help.example/vi' }) },
    });
    expect(published()).toEqual([
      { name: 'customer_service_link_change', channels: ['web_member'], data: { site_id: '1', locale: 'vi_VN' } },
    ]);
    const detail = (await post(app, '/api/arks/web/site/detail', { site_id: '1' })).json();
    expect(detail.data.env_config.customerUrl.vi_VN).toBe('https://help.example/vi');
    expect(detail.data.env_config.customerUrl.en_US).toMatch(/^https:/); // the other locales stay
  });

  it('model-setting: the ad list serves the new title and {template}_template hears model_settings.url with the language', async () => {
    const res = await post(app, '/api/dev/content/model-setting', {
      template: 'suncity',
      language: 'en_US',
      slug: 'cricket-bonus',
      title: 'World Cup: 200% bonus',
    });
    expect(res.json()).toEqual({ code: 100, message: 'success', data: { updated: 1, published: true } });
    expect(published()).toEqual([
      { name: 'model_settings.url', channels: ['suncity_template'], data: { language: 'en_US' } },
    ]);
    const ads = (
      await post(app, '/api/web/model_setting', { site_id: '1', language: 'en_US', model_version: 1 })
    ).json();
    expect(ads.data.map((a: { title: string }) => a.title)).toContain('World Cup: 200% bonus');
  });

  it('answers 404 for what does not exist and 400 for a malformed body, publishing nothing', async () => {
    expect(
      (
        await post(app, '/api/dev/site/customer-service', { site_id: '404', locale: 'en_US', url: 'https://x.example' })
      ).json().code,
    ).toBe(404);
    expect(
      (
        await post(app, '/api/dev/content/model-setting', {
          template: 'site02',
          language: 'en_US',
          slug: 'no-such-ad',
          title: 'x',
        })
      ).json().code,
    ).toBe(404);
    for (const [path, bad] of [
      ['/api/dev/site/customer-service', { locale: 'en_US', url: 'javascript:alert(1)' }],
      ['/api/dev/site/customer-service', { locale: 'xx_XX', url: 'https://x.example' }],
      ['/api/dev/content/model-setting', { template: 'other', language: 'en_US', slug: 'cricket-bonus' }],
    ] as const) {
      expect((await post(app, path, bad)).statusCode).toBe(400);
    }
    expect(published()).toEqual([]);
  });

  it('keeps the change when the realtime server is down, and says it was not published', async () => {
    const down = await startApp({ CROUPIER_DEV_ROUTES: '1' }); // PUSHER_PORT 9: nothing listens
    try {
      const res = await post(down, '/api/dev/site/customer-service', {
        locale: 'en_US',
        url: 'https://help.example/en',
      });
      expect(res.json().data).toMatchObject({
        published: false,
        customerUrl: expect.objectContaining({ en_US: 'https://help.example/en' }),
      });
    } finally {
      await down.close();
    }
  });
});

describe('without CROUPIER_DEV_ROUTES', () => {
  it('the dev routes do not exist', async () => {
    const app = await startApp();
    try {
      expect(
        (await post(app, '/api/dev/site/customer-service', { locale: 'en_US', url: 'https://x.example' })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
