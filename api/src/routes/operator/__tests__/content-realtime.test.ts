// The console's changes of the carousel and the model lists, published against the real realtime
// server: a pusher-js client on the public channels hears what the shell and the remotes would
// (web_api.{currency} carousel_picture.url, bob_mobile_template model_sponsor.url and
// model_login.url, {template}_template model_settings.url).
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import type { CarouselPictureList } from '@croupier/shared/contracts';
import { createRealtimeServer, type RealtimeServer } from '../../../realtime/server.js';
import { post, startApp } from '../../../test/helpers.js';
import { within } from '../../../test/member-pusher.js';
import { asOwner } from '../../../test/operator.js';

jest.setTimeout(60_000);
const KEY = 'croupier-key';

/** Every event heard on a channel, in order. */
function recordAll(channel: Channel): { event: string; data: unknown }[] {
  const heard: { event: string; data: unknown }[] = [];
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher')) heard.push({ event, data });
  });
  return heard;
}

/** Resolves once `count` events were heard. */
async function heard(events: unknown[], count: number, what: string) {
  await within(
    new Promise<void>((resolve) => {
      const check = () => (events.length >= count ? resolve() : setTimeout(check, 10));
      check();
    }),
    what,
  );
}

describe('content changes from the console on the real realtime server', () => {
  let realtime: RealtimeServer;
  let app: FastifyInstance;
  let client: Pusher;
  const channels: Record<string, { event: string; data: unknown }[]> = {};

  beforeAll(async () => {
    realtime = createRealtimeServer({
      appId: 'croupier',
      key: KEY,
      secret: 'croupier-secret',
      port: 0,
      host: '127.0.0.1',
    });
    const { port } = await realtime.listen();
    app = await startApp({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(port) });
    client = new Pusher(KEY, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    for (const name of ['web_api.USD', 'web_api.INR', 'web_api.VND', 'bob_mobile_template', 'suncity_template']) {
      const channel = client.subscribe(name);
      await within(
        new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve)),
        `subscription to ${name}`,
      );
      channels[name] = recordAll(channel);
    }
  });
  afterAll(async () => {
    client.disconnect();
    await app.close();
    await realtime.close();
  });
  beforeEach(() => Object.values(channels).forEach((events) => events.splice(0)));

  /** Publishes a marker on web_api.USD and waits for it: whatever the api published before it has arrived too. */
  async function nothingElse(): Promise<{ event: string; data: unknown }[]> {
    await app.services.publisher.publishPublic('web_api.USD', 'test.marker', {});
    await within(
      new Promise<void>((resolve) => {
        const check = () =>
          channels['web_api.USD']!.some((e) => e.event === 'test.marker') ? resolve() : setTimeout(check, 10);
        check();
      }),
      'the marker',
    );
    return Object.values(channels)
      .flat()
      .filter((e) => e.event !== 'test.marker');
  }

  const banner = (over: Record<string, unknown> = {}) => ({
    url: '/api/assets/carousel/welcome-large.svg',
    title: 'Hi',
    link_type: 1,
    link_method: 0,
    link_url: '/discount',
    ...over,
  });

  it('carousel with a currency: replaces that list and publishes carousel_picture.url on web_api.{currency} only', async () => {
    const res = await asOwner(app, '/sites/1/carousel', {
      use_type: 2,
      currency: 'INR',
      items: [
        banner({ title: { en_US: 'Cricket', hi_IN: 'क्रिकेट' }, sort: 3 }),
        banner({ link_type: 0, link_method: 1, link_url: 'https://example.com/a' }),
      ],
    });
    expect(res.json()).toMatchObject({ code: 100, data: { channels: ['web_api.INR'], published: true } });
    await heard(channels['web_api.INR']!, 1, 'carousel_picture.url on web_api.INR');
    expect(channels['web_api.INR']).toEqual([{ event: 'carousel_picture.url', data: { site_id: '1' } }]);
    const list = (
      await post(
        app,
        '/api/arks/web/carousel_picture',
        { site_id: '1', use_type: 2, currency: 'INR' },
        { lang: 'hi_IN' },
      )
    ).json().data as CarouselPictureList;
    expect(list.web_carousel_picture_list.filter((b) => b.sort === 3).map((b) => b.title)).toEqual(['क्रिकेट']);
    // The seeded INR game banners were of that list; the banners for every currency stay.
    expect(list.web_carousel_picture_list.some((b) => b.link_type === 2)).toBe(false);
    expect(list.web_carousel_picture_list.some((b) => b.url.endsWith('welcome-mobile.webp'))).toBe(true);
    expect(await nothingElse()).toEqual([{ event: 'carousel_picture.url', data: { site_id: '1' } }]);
  });

  it('carousel without a currency: replaces the banners for every currency and publishes on every currency of the site', async () => {
    const game = { currency: 'USD', gt_id: 2, gp_id: 'GPR8', gp_gt_name: 'R8 Slots', customized: 1, game_code: 'x1' };
    const res = await asOwner(app, '/sites/1/carousel', {
      use_type: 0,
      items: [banner({ link_type: 2, link_url: 'ignored', game_link_parameter: game })],
    });
    expect(res.json().data).toMatchObject({ channels: ['web_api.USD', 'web_api.INR', 'web_api.VND'], published: true });
    for (const name of ['web_api.USD', 'web_api.INR', 'web_api.VND'])
      await heard(channels[name]!, 1, `carousel_picture.url on ${name}`);
    const list = (
      await post(app, '/api/arks/web/carousel_picture', { site_id: '1', use_type: 0, currency: 'THB' })
    ).json().data as CarouselPictureList;
    expect(list.web_carousel_picture_list).toMatchObject([
      { link_type: 2, link_url: '', game_link_parameter: game, title: 'Hi' },
    ]);
  });

  it('carousel refuses links that do not fit their link_type (400, nothing written or published)', async () => {
    const before = app.services.db.prepare('SELECT COUNT(*) FROM carousel_pictures').pluck().get();
    for (const item of [
      banner({ link_type: 0, link_url: '/discount' }),
      banner({ link_type: 0, link_url: 'javascript:alert(1)' }),
      banner({ link_type: 0, link_url: undefined }),
      banner({ link_type: 1, link_url: '//evil.example/x' }),
      banner({ link_type: 1, link_url: '/\\evil.example' }),
      banner({ link_type: 1, link_url: 'https://example.com' }),
      banner({ link_type: 2, link_url: '' }),
      banner({ url: 'javascript:alert(1)' }),
      banner({ title: { xx_XX: 'x' } }),
    ]) {
      const res = await asOwner(app, '/sites/1/carousel', { use_type: 1, items: [banner(), item] });
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/^items\[1\]/)]);
    }
    expect((await asOwner(app, '/sites/1/carousel', { use_type: 1, currency: 'EUR', items: [] })).statusCode).toBe(400);
    expect((await asOwner(app, '/sites/404/carousel', { use_type: 1, items: [] })).json().code).toBe(404);
    expect(app.services.db.prepare('SELECT COUNT(*) FROM carousel_pictures').pluck().get()).toBe(before);
    expect(await nothingElse()).toEqual([]);
  });

  it('model-sponsor: the sponsors list serves the change and bob_mobile_template hears model_sponsor.url with the language', async () => {
    const res = await asOwner(app, '/sites/1/models/sponsor', {
      language: 'hi_IN',
      slug: 'mumbai-mavericks',
      description: 'नया विवरण',
    });
    expect(res.json()).toEqual({ code: 100, message: 'success', data: { updated: 1, published: true } });
    await heard(channels.bob_mobile_template!, 1, 'model_sponsor.url');
    expect(channels.bob_mobile_template).toEqual([{ event: 'model_sponsor.url', data: { language: 'hi_IN' } }]);
    const sponsors = (await post(app, '/api/web/model_sponsor', { site_id: '1', language: 'hi_IN' })).json().data as {
      description: string;
    }[];
    expect(sponsors.map((s) => s.description)).toContain('नया विवरण');
  });

  it('model-login: the login content serves the change and bob_mobile_template hears model_login.url with the language', async () => {
    const res = await asOwner(app, '/sites/1/models/login', {
      language: 'en_US',
      slug: 'welcome',
      content: '<p>Fresh welcome</p>',
    });
    expect(res.json().data).toEqual({ updated: 1, published: true });
    await heard(channels.bob_mobile_template!, 1, 'model_login.url');
    expect(channels.bob_mobile_template).toEqual([{ event: 'model_login.url', data: { language: 'en_US' } }]);
    const entries = (await post(app, '/api/web/model_login', { site_id: '1', language: 'en_US' })).json().data as {
      content: string;
    }[];
    expect(entries.map((e) => e.content)).toEqual(['<p>Fresh welcome</p>']);
  });

  it('model-setting: the ad list serves the new title and {template}_template hears model_settings.url with the language', async () => {
    const res = await asOwner(app, '/sites/1/models/setting', {
      template: 'suncity',
      language: 'en_US',
      slug: 'cricket-bonus',
      title: 'World Cup: 200% bonus',
    });
    expect(res.json()).toEqual({ code: 100, message: 'success', data: { updated: 1, published: true } });
    await heard(channels.suncity_template!, 1, 'model_settings.url');
    expect(channels.suncity_template).toEqual([{ event: 'model_settings.url', data: { language: 'en_US' } }]);
    const ads = (
      await post(app, '/api/web/model_setting', { site_id: '1', language: 'en_US', model_version: 1 })
    ).json();
    expect(ads.data.map((a: { title: string }) => a.title)).toContain('World Cup: 200% bonus');
    expect(await nothingElse()).toEqual([{ event: 'model_settings.url', data: { language: 'en_US' } }]);
  });

  it('model routes: 404 for an entry that does not exist, 400 for an unknown language, nothing published', async () => {
    expect((await asOwner(app, '/sites/1/models/sponsor', { language: 'en_US', slug: 'nobody' })).json().code).toBe(
      404,
    );
    expect((await asOwner(app, '/sites/9/models/login', { language: 'en_US', slug: 'welcome' })).json().code).toBe(404);
    expect(
      (
        await asOwner(app, '/sites/1/models/setting', {
          template: 'site02',
          language: 'en_US',
          slug: 'no-such-ad',
          title: 'x',
        })
      ).json().code,
    ).toBe(404);
    expect((await asOwner(app, '/sites/1/models/login', { language: 'xx_XX', slug: 'welcome' })).statusCode).toBe(400);
    expect(
      (await asOwner(app, '/sites/1/models/setting', { template: 'other', language: 'en_US', slug: 'cricket-bonus' }))
        .statusCode,
    ).toBe(400);
    expect(await nothingElse()).toEqual([]);
  });

  it('keeps the change when the realtime server is down, and says it was not published', async () => {
    const down = await startApp(); // PUSHER_PORT 9: nothing listens
    try {
      const res = await asOwner(down, '/sites/1/carousel', { use_type: 1, items: [banner({ sort: 77 })] });
      expect(res.json().data).toMatchObject({ published: false });
      const list = (await post(down, '/api/arks/web/carousel_picture', { site_id: '1', use_type: 1 })).json()
        .data as CarouselPictureList;
      expect(list.web_carousel_picture_list.map((b) => b.sort)).toContain(77);
    } finally {
      await down.close();
    }
  });
});
