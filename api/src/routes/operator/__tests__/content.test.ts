// A site's content from the console (content.edit): the lists of what is live with every language,
// the audit entry each change writes with the list or entry as it was and as it is, who may (an
// owner or a content editor of that site; not a cashier nor support, nor an editor of another
// site), and hostile bodies answered 4xx, never 5xx.
import type { FastifyInstance } from 'fastify';
import { post, send, serverErrorsOf, startApp, tokenFor } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession } from '../../../test/operator.js';

jest.setTimeout(90_000);

/** Every content route of site 1 with a body it takes. */
const CHANGES: [string, unknown][] = [
  ['/sites/1/announcements', { title: 'x', content: 'y', display_after_login: 1, sort: 1 }],
  ['/sites/1/announcements/1', { sort: 5 }],
  ['/sites/1/marquee', { items: [] }],
  ['/sites/1/bulletins', { audience: 'guest', items: [] }],
  ['/sites/1/carousel', { use_type: 1, currency: 'INR', items: [] }],
  ['/sites/1/models/sponsor', { language: 'en_US', slug: 'mumbai-mavericks', title: 'x' }],
  ['/sites/1/red-envelopes', { currency: 'USD', budget: '1.00', shares: 1, seconds: 60 }],
  ['/sites/1/promotions/decide', { member_account: 'player01', promotion_id: 1, status: 'rejected', reason: 'x' }],
  [
    '/sites/1/signin',
    { currency: 'USD', active: true, start_date: '2026-01-01', end_date: null, rewards: Array(7).fill('1') },
  ],
];
const LISTS = [
  '/sites/1/announcements',
  '/sites/1/marquee',
  '/sites/1/bulletins',
  '/sites/1/carousel',
  '/sites/1/models/setting',
  '/sites/1/models/sponsor',
  '/sites/1/models/login',
  '/sites/1/red-envelopes',
  '/sites/1/promotions/applications',
  '/sites/1/signin',
];

describe('content from the console', () => {
  let app: FastifyInstance;
  let owner: OperatorSession;
  let editor: OperatorSession;
  beforeAll(async () => {
    app = await startApp();
    owner = await signInOperator(app);
    editor = await operatorWithRoles(app, owner, 'editor1', ['content_editor']);
  });
  afterAll(() => app.close());

  const audit = async (action: string) => (await owner.call(`/audit?action=${action}`)).json().data.items;
  const data = async (path: string, body?: unknown) => {
    const res = await editor.call(path, body);
    expect([path, res.statusCode]).toEqual([path, 200]);
    return res.json().data;
  };

  it('lists what is live, every language of each text', async () => {
    for (const path of LISTS) await data(path);
    const announcements = (await data('/sites/1/announcements')).items;
    expect(announcements.length).toBeGreaterThan(3);
    expect(announcements.some((a: { title: Record<string, string> }) => Object.keys(a.title).length > 1)).toBe(true);
    expect(
      (await data('/sites/1/marquee')).items.every((a: { display_marquee: number }) => a.display_marquee === 1),
    ).toBe(true);
    const carousel = await data('/sites/1/carousel');
    expect(carousel.currencies).toEqual(['USD', 'INR', 'VND']);
    expect(carousel.items[0]).toMatchObject({ use_type: expect.any(Number), title: expect.any(Object) });
    const bulletins = await data('/sites/1/bulletins');
    expect(bulletins.items[0]).toMatchObject({ audience: expect.any(String), title: expect.any(Object), active: 1 });
    expect((await data('/sites/1/models/sponsor')).items.map((m: { language: string }) => m.language)).toContain(
      'hi_IN',
    );
    expect((await data('/sites/1/signin')).items[0]).toMatchObject({
      currency: expect.any(String),
      rewards: expect.any(Array),
    });
    expect((await owner.call('/sites/404/announcements')).statusCode).toBe(404);
    expect((await editor.call('/sites/1/models/other')).statusCode).toBe(400);
  });

  it('audits an announcement written and edited, before and after', async () => {
    const { id } = await data('/sites/1/announcements', {
      title: { en_US: 'Site news', hi_IN: 'साइट समाचार' },
      content: '<p>n</p>',
      display_after_login: 1,
      sort: 3,
    });
    const edited = await data(`/sites/1/announcements/${id}`, {
      title: { en_US: 'Site news, revised' },
      display_after_login: 0,
    });
    expect(edited).toMatchObject({ id, title: { en_US: 'Site news, revised' }, display_after_login: 0, sort: 3 });
    const [update] = await audit('announcement.update');
    expect(update).toMatchObject({
      operator_account: 'editor1',
      site_id: '1',
      target: String(id),
      before: { title: { en_US: 'Site news', hi_IN: 'साइट समाचार' }, display_after_login: 1 },
      after: { title: { en_US: 'Site news, revised' }, display_after_login: 0 },
    });
    const [create] = await audit('announcement.create');
    expect(create).toMatchObject({ before: null, after: { id, sort: 3 } });
    expect((await editor.call('/sites/1/announcements/999999', { sort: 1 })).statusCode).toBe(404);
    expect((await editor.call(`/sites/1/announcements/${id}`, {})).statusCode).toBe(400);
  });

  it('audits the marquee, bulletins, carousel and a model list with the lists as they were and are', async () => {
    const marqueeBefore = (await data('/sites/1/marquee')).items;
    await data('/sites/1/marquee', { items: [{ title: 'Only line', content: '<p>o</p>' }] });
    const [marquee] = await audit('marquee.replace');
    expect(marquee.before.map((a: { id: number }) => a.id)).toEqual(marqueeBefore.map((a: { id: number }) => a.id));
    expect(marquee.after).toMatchObject([{ title: { en_US: 'Only line' }, display_marquee: 1 }]);

    await data('/sites/1/bulletins', { audience: 'guest', replace: true, items: [{ title: 'Guests', content: 'g' }] });
    const [bulletins] = await audit('bulletins.write');
    expect(bulletins.target).toBe('guest');
    expect(bulletins.before.items.filter((b: { active: number }) => b.active === 1)).toHaveLength(1);
    expect(bulletins.after.items.filter((b: { active: number }) => b.active === 1)).toMatchObject([
      { title: { en_US: 'Guests' } },
    ]);

    await data('/sites/1/carousel', {
      use_type: 2,
      currency: 'INR',
      items: [{ url: '/api/assets/carousel/welcome-large.svg', link_type: 1, link_method: 0, link_url: '/discount' }],
    });
    const [carousel] = await audit('carousel.replace');
    expect(carousel.target).toBe('2:INR');
    expect(carousel.before.length).toBeGreaterThan(0);
    expect(carousel.after).toMatchObject([{ use_type: 2, currency: 'INR', link_url: '/discount' }]);

    await data('/sites/1/models/login', { language: 'en_US', slug: 'welcome', title: 'Hello again' });
    const [model] = await audit('model.update');
    expect(model.target).toBe('login:welcome:en_US');
    expect(model.before[0].title).not.toBe('Hello again');
    expect(model.after[0].title).toBe('Hello again');
  });

  it('audits a red envelope, a sign-in activity and a promotion decision with its reason', async () => {
    const envelope = await data('/sites/1/red-envelopes', { currency: 'USD', budget: '3.00', shares: 3, seconds: 600 });
    expect((await data('/sites/1/red-envelopes')).items[0]).toMatchObject({
      id: envelope.id,
      budget: '3.00',
      claimed: 0,
      running: true,
    });
    expect((await audit('red_envelope.create'))[0]).toMatchObject({ target: String(envelope.id), before: null });

    const rewards = ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '10.00'];
    const activity = await data('/sites/1/signin', {
      currency: 'VND',
      active: false,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      rewards,
    });
    expect(activity).toEqual({
      currency: 'VND',
      active: false,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      rewards,
    });
    expect((await audit('signin.set'))[0]).toMatchObject({ target: 'VND', after: activity });
    for (const bad of [
      { currency: 'VND', active: true, start_date: '2026-02-30', end_date: null, rewards },
      { currency: 'VND', active: true, start_date: '2026-03-01', end_date: '2026-02-01', rewards },
      { currency: 'VND', active: true, start_date: '2026-03-01', end_date: null, rewards: rewards.slice(1) },
      { currency: 'VND', active: true, start_date: '2026-03-01', end_date: null, rewards: [...rewards.slice(1), '-1'] },
    ])
      expect((await editor.call('/sites/1/signin', bad)).statusCode).toBe(400);

    const vip = app.services.db
      .prepare("SELECT id FROM promotions WHERE site_id = '1' AND apply_type = 1 AND bonus_cents = 2000")
      .pluck()
      .get() as number;
    const token = await tokenFor(app, 'player01', 'player123');
    expect(
      (await post(app, '/api/arks/web/promotion/apply', { site_id: '1', id: vip }, { authorization: token })).json()
        .data.status,
    ).toBe('pending');
    expect((await data('/sites/1/promotions/applications')).items).toMatchObject([
      { promotion_id: vip, member_account: 'player01', bonus: '20.00' },
    ]);
    expect(
      await data('/sites/1/promotions/decide', {
        member_account: 'player01',
        promotion_id: vip,
        status: 'rejected',
        reason: 'not a VIP yet',
      }),
    ).toEqual({ status: 'rejected', bonus: '0.00' });
    expect((await audit('promotion.decide'))[0]).toMatchObject({
      target: `player01:${vip}`,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'not a VIP yet' },
    });
    expect((await data('/sites/1/promotions/applications')).items).toEqual([]);
    const missing = await editor.call('/sites/1/promotions/decide', {
      member_account: 'player01',
      promotion_id: vip,
      status: 'approved',
      reason: 'x',
    });
    expect(missing.statusCode).toBe(409);
  });

  it('refuses a cashier and support (403), an editor of another site (403), and anyone without a session (401)', async () => {
    await owner.call('/sites', { site_id: 'S2', site_name: 'Second', languages: ['en_US'], currencies: ['USD'] });
    const elsewhere = await operatorWithRoles(app, owner, 'editor-s2', ['content_editor'], {
      all_sites: false,
      site_ids: ['S2'],
    });
    expect((await elsewhere.call('/sites/S2/announcements')).statusCode).toBe(200);
    const others = [
      await operatorWithRoles(app, owner, 'cashier1', ['cashier']),
      await operatorWithRoles(app, owner, 'support1', ['support']),
      elsewhere,
    ];
    const before = (await owner.call('/audit?limit=200')).json().data.items.length;
    for (const who of others) {
      for (const path of LISTS) expect([path, (await who.call(path)).statusCode]).toEqual([path, 403]);
      for (const [path, body] of CHANGES) expect([path, (await who.call(path, body)).statusCode]).toEqual([path, 403]);
    }
    for (const [path, body] of CHANGES) {
      const res = await send(app, `/api/operator${path}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect([path, res.statusCode]).toEqual([path, 401]);
    }
    expect((await owner.call('/audit?limit=200')).json().data.items.length).toBe(before);
  });

  it('answers hostile bodies with 4xx, never 5xx', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"use_type":0,"items":[{"url":"/x","link_type":2,"link_method":0,"game_link_parameter":{"gt_id":"x"}}]}',
      '{"use_type":0,"items":[{"url":"/x","link_type":0,"link_method":0,"link_url":"javascript:alert(1)"}]}',
      '{"audience":"member","display_location":3,"items":[{"id":-1,"title":{"__proto__":"x"},"content":null}]}',
      '{"audience":"guest","items":[{"id":99999999,"title":"x","content":"y"}]}',
      '{"items":[{"title":{"en_US":{}},"content":1}]}',
      '{"title":{"__proto__":"x"},"content":"y","display_after_login":1,"sort":1}',
      '{"language":"en_US","slug":{"$gt":""},"content":[]}',
      '{"currency":"USD","budget":"1e9","shares":1e12,"seconds":-5,"min":"-1"}',
      '{"currency":"USD","budget":"99999999999999.99","shares":1,"end_at":"9999-99-99 99:99:99"}',
      '{"member_account":{"$gt":""},"promotion_id":1,"status":"approved","reason":"x"}',
      '{"currency":"USD","active":true,"start_date":"2026-01-01","end_date":null,"rewards":["1e99","x","","1","1","1","1"]}',
      '{"image":{"content_type":"image/svg+xml","data":"PHN2Zz4="}}',
      '{"image":{"content_type":"image/png","data":"!!!"}}',
      `{"items":${JSON.stringify(Array.from({ length: 50 }, () => ({ title: 'x', content: 'y' })))}}`,
    ];
    const paths = [
      ...CHANGES.map(([path]) => path),
      '/sites/1/models/setting',
      '/sites/1/models/login',
      '/sites/1/carousel/pictures',
    ];
    const headers = { cookie: owner.cookie, 'x-csrf-token': owner.csrf };
    expect(
      await serverErrorsOf(
        app,
        paths.map((p) => `/api/operator${p}`),
        bodies,
        headers,
      ),
    ).toEqual([]);
    expect(
      (
        await post(app, '/api/arks/web/announcement/marquee', { site_id: '1', sort_field: 'sort', sort_order: 'asc' })
      ).json().code,
    ).toBe(100);
  });
});
