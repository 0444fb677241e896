import type { FastifyInstance } from 'fastify';
import type { MobileFooterEntry } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

const slugs = (data: MobileFooterEntry[]) => data.map((e) => e.icon);

describe('POST /api/arks/web/web-mobile-footer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const footer = async (template: string) =>
    (await post(app, '/api/arks/web/web-mobile-footer', { site_id: '1', template })).json() as {
      code: number;
      data: MobileFooterEntry[];
    };

  it("answers H5_1's bottom navigation: Home, Promotions, Deposit, Member, Service", async () => {
    const { code, data } = await footer('H5_1');
    expect(code).toBe(100);
    expect(data.map((e) => [e.title.en_US, e.action, e.path])).toEqual([
      ['Home', 'route', '/'],
      ['Promotions', 'route', '/discount'],
      ['Deposit', 'deposit', ''],
      ['Member', 'route', '/user'],
      ['Service', 'customer_service', ''],
    ]);
    expect(data[0]!.title.hi_IN).toBe('होम');
  });

  it("answers H5_2's own order, and the legacy names as their templates", async () => {
    expect(slugs((await footer('H5_2')).data)).toEqual(['home', 'promotions', 'deposit', 'service', 'member']);
    expect(slugs((await footer('bob_mobile')).data)).toEqual(slugs((await footer('H5_2')).data));
    expect(slugs((await footer('origin_mobile')).data)).toEqual(slugs((await footer('H5_1')).data));
    // The themes have their layout's list.
    expect(slugs((await footer('H5_3')).data)).toEqual(slugs((await footer('H5_1')).data));
  });

  it("answers an empty list for the desktop template 'pc'", async () => {
    expect(await footer('pc')).toMatchObject({ code: 100, data: [] });
  });

  it.each([
    ['an unknown template', { site_id: '1', template: 'H5_9' }],
    ['no template', { site_id: '1' }],
    ['a numeric template', { site_id: '1', template: 1 }],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const res = await post(app, '/api/arks/web/web-mobile-footer', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});
