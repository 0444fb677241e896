// A site's settings from the console: what the next site detail answers, the customer-service
// links published to open pages (against the recording stand-in of the realtime server's trigger
// API), a new brand site, who may do each, and the audit entries they leave.
import type { FastifyInstance } from 'fastify';
import type { NewStyleResponse, SiteDetail } from '@croupier/shared/contracts';
import { post, send, startApp } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession } from '../../../test/operator.js';
import { startPusherRecorder, type PusherRecorder } from '../../../test/pusher-recorder.js';

jest.setTimeout(60_000);

describe('site settings from the console', () => {
  let recorder: PusherRecorder;
  let app: FastifyInstance;
  let owner: OperatorSession;
  beforeAll(async () => {
    recorder = await startPusherRecorder();
    app = await startApp({ PUSHER_PORT: String(recorder.port) });
    owner = await signInOperator(app);
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
  const detail = async () =>
    ((await post(app, '/api/arks/web/site/detail', { site_id: '1' })).json() as NewStyleResponse<SiteDetail>).data;
  const audit = async (action: string) => (await owner.call(`/audit?action=${action}`)).json().data.items;

  it('changes the settings the next site detail answers, leaving the others alone, and audits before and after', async () => {
    const res = await owner.call('/sites/1/settings', {
      settings: { MOBILE_TEMPLATE_NAME: 'bob_mobile', DESKTOP_LOCK: true },
    });
    expect(res.json()).toMatchObject({
      code: 100,
      data: { settings: { MOBILE_TEMPLATE_NAME: 'bob_mobile', DESKTOP_LOCK: true, CURRENCY: 'USD,INR,VND' } },
    });
    expect((await detail()).settings).toMatchObject({
      MOBILE_TEMPLATE_NAME: 'bob_mobile',
      DESKTOP_LOCK: true,
      LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN,ta_IN',
    });
    const [entry] = await audit('site.settings');
    expect(entry).toMatchObject({
      operator_account: 'owner',
      site_id: '1',
      before: { settings: { MOBILE_TEMPLATE_NAME: 'H5_1', DESKTOP_LOCK: false } },
      after: { settings: { MOBILE_TEMPLATE_NAME: 'bob_mobile', DESKTOP_LOCK: true } },
    });
    // The same settings again change nothing and write no entry.
    await owner.call('/sites/1/settings', { settings: { DESKTOP_LOCK: true } });
    expect(await audit('site.settings')).toHaveLength(1);
    expect((await owner.call('/sites/1/settings')).json().data).toMatchObject({
      site_id: '1',
      site_name: 'Croupier Demo',
      settings: { DESKTOP_LOCK: true },
      customer_service: { en_US: expect.stringMatching(/^https:/) },
    });
    await owner.call('/sites/1/settings', { settings: { MOBILE_TEMPLATE_NAME: 'H5_1', DESKTOP_LOCK: false } });
  });

  it('switches demo mode (IS_DEMO) and the site lists (LANGUAGE, CURRENCY, LINK_EXPIRE_TIME, SINGLE_LOGIN)', async () => {
    const res = await owner.call('/sites/1/settings', {
      settings: {
        IS_DEMO: true,
        LANGUAGE: 'en_US,hi_IN',
        CURRENCY: 'INR,USD',
        LINK_EXPIRE_TIME: 30,
        SINGLE_LOGIN: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await detail()).settings).toMatchObject({
      IS_DEMO: true,
      LANGUAGE: 'en_US,hi_IN',
      CURRENCY: 'INR,USD',
      LINK_EXPIRE_TIME: 30,
      SINGLE_LOGIN: false,
    });
    await owner.call('/sites/1/settings', {
      settings: {
        IS_DEMO: false,
        LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN,ta_IN',
        CURRENCY: 'USD,INR,VND',
        LINK_EXPIRE_TIME: 60,
        SINGLE_LOGIN: true,
      },
    });
  });

  it('customer service: the site detail serves the new URL and web_member hears customer_service_link_change', async () => {
    const res = await owner.call('/sites/1/settings', { customer_service: { vi_VN: 'https://help.example/vi' } });
    expect(res.json()).toMatchObject({
      code: 100,
      data: { published: true, customer_service: expect.objectContaining({ vi_VN: 'https://help.example/vi' }) },
    });
    expect(published()).toEqual([
      { name: 'customer_service_link_change', channels: ['web_member'], data: { site_id: '1', locale: 'vi_VN' } },
    ]);
    const env = (await detail()).env_config;
    expect(env.customerUrl.vi_VN).toBe('https://help.example/vi');
    expect(env.customerUrl.en_US).toMatch(/^https:/); // the other locales stay
    const [entry] = await audit('site.settings');
    expect(entry.before.customer_service.vi_VN).toMatch(/^https:\/\/support/);
    expect(entry.after.customer_service.vi_VN).toBe('https://help.example/vi');
  });

  it('refuses mistyped settings and bad links with 400, an unknown site with 404, publishing nothing', async () => {
    for (const bad of [
      { settings: { DESKTOP_LOCK: 'yes please' } },
      { settings: { LANGUAGE: 'en_US,xx_XX' } },
      { settings: { CURRENCY: 'usd' } },
      { settings: { TIMEZONE: 'Mars/Olympus' } },
      { settings: { SITE_ID: '2' } },
      { settings: {} },
      {},
      { customer_service: { en_US: 'javascript:alert(1)' } },
      { customer_service: { xx_XX: 'https://x.example' } },
    ]) {
      const res = await owner.call('/sites/1/settings', bad);
      expect([JSON.stringify(bad), res.statusCode, res.json().code]).toEqual([JSON.stringify(bad), 400, 400]);
    }
    expect((await owner.call('/sites/77/settings', { settings: { DESKTOP_LOCK: true } })).json()).toMatchObject({
      code: 404,
    });
    expect(published()).toEqual([]);
  });

  it('keeps the change when the realtime server is down, and says it was not published', async () => {
    const down = await startApp(); // PUSHER_PORT 9: nothing listens
    try {
      const res = await (
        await signInOperator(down)
      ).call('/sites/1/settings', {
        customer_service: { en_US: 'https://help.example/en' },
      });
      expect(res.json().data).toMatchObject({
        published: false,
        customer_service: expect.objectContaining({ en_US: 'https://help.example/en' }),
      });
    } finally {
      await down.close();
    }
  });

  it('lets only the owner change settings: 403 for a content editor, a cashier and support; 401 without a session', async () => {
    for (const role of ['content_editor', 'cashier', 'support']) {
      const other = await operatorWithRoles(app, owner, `settings-${role.replace('_', '-')}`, [role]);
      expect((await other.call('/sites/1/settings', { settings: { DESKTOP_LOCK: true } })).statusCode).toBe(403);
      // Reading them is every role's.
      expect((await other.call('/sites/1/settings')).statusCode).toBe(200);
    }
    const anonymous = await send(app, '/api/operator/sites/1/settings', {
      body: '{"settings":{"DESKTOP_LOCK":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await detail()).settings.DESKTOP_LOCK).toBe(false);
  });

  it('refuses an owner of another site (403) and creates a brand site only for an owner of every site', async () => {
    const created = await owner.call('/sites', {
      site_id: 'B7',
      site_name: 'Brand Seven',
      languages: ['hi_IN', 'en_US'],
      currencies: ['INR'],
      settings: { MOBILE_TEMPLATE_NAME: 'H5_3' },
      customer_service: { hi_IN: 'https://help.brand7.example/hi' },
      modules: { 'mf-games': false },
    });
    expect(created.statusCode).toBe(200);
    const site = (await post(app, '/api/arks/web/site/detail', { site_id: 'B7' })).json().data as SiteDetail;
    expect(site).toMatchObject({
      site_id: 'B7',
      site_name: 'Brand Seven',
      site_title: { hi_IN: 'Brand Seven', en_US: 'Brand Seven' },
      settings: {
        SITE_ID: 'B7',
        LANGUAGE: 'hi_IN,en_US',
        CURRENCY: 'INR',
        MOBILE_TEMPLATE_NAME: 'H5_3',
        IS_DEMO: false,
        DESKTOP_LOCK: false,
        LINK_EXPIRE_TIME: 60,
      },
      env_config: { customerUrl: { hi_IN: 'https://help.brand7.example/hi' } },
    });
    expect(site.modules.find((m) => m.name === 'mf-games')?.enabled).toBe(false);
    expect(site.modules.find((m) => m.name === 'mf-auth')?.enabled).toBe(true);
    expect(site.modules.length).toBe((await detail()).modules.length);
    const [entry] = await audit('site.create');
    expect(entry).toMatchObject({ site_id: 'B7', target: 'B7', before: null, after: { site_name: 'Brand Seven' } });

    const again = await owner.call('/sites', {
      site_id: 'B7',
      site_name: 'x',
      languages: ['en_US'],
      currencies: ['USD'],
    });
    expect(again.statusCode).toBe(409);
    for (const bad of [
      { site_id: 'B 8', site_name: 'x', languages: ['en_US'], currencies: ['USD'] },
      { site_id: 'B8', site_name: 'x', languages: ['xx_XX'], currencies: ['USD'] },
      { site_id: 'B8', site_name: 'x', languages: ['en_US'], currencies: [] },
      { site_id: 'B8', site_name: 'x', languages: ['en_US'], currencies: ['USD'], modules: { 'mf-nothing': true } },
      { site_id: 'B8', site_name: 'x', languages: ['en_US'], currencies: ['USD'], settings: { CURRENCY: 'EUR' } },
    ])
      expect((await owner.call('/sites', bad)).statusCode).toBe(400);

    // An owner of site 1 alone neither creates a site nor touches B7's settings.
    const local = await operatorWithRoles(app, owner, 'owner-of-one', ['owner']);
    const refused = await local.call('/sites', {
      site_id: 'B9',
      site_name: 'x',
      languages: ['en_US'],
      currencies: ['USD'],
    });
    expect(refused.statusCode).toBe(403);
    expect((await local.call('/sites/B7/settings', { settings: { IS_DEMO: true } })).statusCode).toBe(403);
    expect((await local.call('/sites/B7/settings')).statusCode).toBe(403);
    const editor = await operatorWithRoles(app, owner, 'site-editor', ['content_editor'], {
      all_sites: true,
      site_ids: [],
    });
    expect(
      (await editor.call('/sites', { site_id: 'B9', site_name: 'x', languages: ['en_US'], currencies: ['USD'] }))
        .statusCode,
    ).toBe(403);
  });
});
