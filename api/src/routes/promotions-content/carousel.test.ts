// POST /arks/web/carousel_picture: the seeded banners of each use type, their currencies, titles in
// the `lang` header's language, their order, and the pictures the api serves for them.
import type { CarouselPicture, CarouselPictureList } from '@croupier/shared/contracts';
import { getPicture, send } from '../../test/helpers.js';
import { asOwner } from '../../test/operator.js';
import { call, dataOf, withContentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);
const PATH = '/api/arks/web/carousel_picture';

describe('carousel pictures', () => {
  const c = withContentApp();
  const list = async (body: Record<string, unknown>, lang?: string) =>
    (await dataOf<CarouselPictureList>(call(c.app, PATH, { site_id: '1', ...body }, { lang })))
      .web_carousel_picture_list;

  it('answers the large desktop banners of the site default currency (USD) and those for every currency, by sort desc', async () => {
    const banners = await list({ use_type: 0 });
    expect(banners.map((b) => b.link_type)).toEqual([1, 2, 2, 0]);
    expect(banners.map((b) => b.sort)).toEqual([40, 30, 20, 10]);
    const [welcome, game, hall, external] = banners as [
      CarouselPicture,
      CarouselPicture,
      CarouselPicture,
      CarouselPicture,
    ];
    expect(welcome).toMatchObject({
      link_url: '/discount',
      link_method: 0,
      game_link_parameter: null,
      title: '100% welcome bonus on your first deposit',
    });
    expect(external).toMatchObject({
      link_url: expect.stringMatching(/^https:\/\//),
      link_method: 1,
      game_link_parameter: null,
    });
    expect(game.game_link_parameter).toMatchObject({ currency: 'USD', customized: 1, gt_id: 2 });
    expect(hall.game_link_parameter).toMatchObject({ currency: 'USD', customized: 0 });
    expect([game.link_url, hall.link_url]).toEqual(['', '']);
  });

  it('names a real active game of the catalogue in the game banner, and its name in the title', async () => {
    const [, game] = await list({ use_type: 2 });
    const link = game?.game_link_parameter;
    const row = c.app.services.db
      .prepare('SELECT game_name, customized, active FROM games WHERE gp_id = ? AND game_type = ? AND game_code = ?')
      .get(link?.gp_id, link?.gt_id, link?.game_code) as { game_name: string; customized: number; active: number };
    expect(row).toMatchObject({ customized: 1, active: 1 });
    const names = JSON.parse(row.game_name) as Record<string, string>;
    expect(game?.title).toBe(`Play ${names.en_US} now`);
    const [, inChinese] = await list({ use_type: 2 }, 'zh_CN');
    expect(inChinese?.title).toBe(`立即畅玩${names.zh_CN ?? names.en_US}`);
  });

  it("answers another currency's game banners for that currency, never the default's", async () => {
    for (const currency of ['INR', 'VND']) {
      const banners = await list({ use_type: 0, currency });
      expect(banners.filter((b) => b.link_type === 2).map((b) => b.game_link_parameter?.currency)).toEqual([
        currency,
        currency,
      ]);
    }
    const lower = await list({ use_type: 0, currency: 'inr' });
    expect(lower.filter((b) => b.link_type === 2).map((b) => b.game_link_parameter?.currency)).toEqual(['INR', 'INR']);
    // A currency without banners of its own: only those for every currency.
    expect((await list({ use_type: 0, currency: 'THB' })).map((b) => b.link_type)).toEqual([1, 0]);
  });

  it('reads titles in the lang header language, English for an unknown one', async () => {
    const titles = async (lang?: string) => (await list({ use_type: 1 }, lang)).map((b) => b.title);
    expect(await titles('th_TH')).toEqual([
      'รางวัลเช็คอินรายวันต่อเนื่อง 7 วัน',
      'การสนับสนุนกีฬาของเรา',
      'เล่นอย่างมีความรับผิดชอบ: เครื่องมือและความช่วยเหลือ',
    ]);
    expect(await titles('xx_XX')).toEqual(await titles());
    expect((await titles())[0]).toBe('Daily sign-in rewards for 7 days');
  });

  it('serves every seeded picture as a WebP of its use type size, drawn from a script-free SVG', async () => {
    const sizes = { 0: [1920, 480], 1: [600, 200], 2: [750, 340] } as const;
    for (const useType of [0, 1, 2] as const) {
      for (const banner of await list({ use_type: useType })) {
        const res = await getPicture(c.app, banner.url);
        expect([
          banner.url,
          res.statusCode,
          res.headers.get('content-type'),
          res.format,
          res.width,
          res.height,
        ]).toEqual([banner.url, 200, 'image/webp', 'webp', ...sizes[useType]]);
        expect(res.spread).toBeGreaterThan(10);
        const svg = await send(c.app, banner.url.replace(/\.webp$/, '.svg'), { method: 'GET' });
        expect([svg.statusCode, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
        expect(svg.body).toContain(`width="${sizes[useType][0]}" height="${sizes[useType][1]}"`);
        expect(svg.body).not.toMatch(/<script|href=/i);
      }
    }
  });

  it('sorts equal sorts by id and keeps the order after a replacement', async () => {
    const item = (url: string, sort: number) => ({ url, link_type: 1, link_method: 0, link_url: '/discount', sort });
    const res = await asOwner(c.app, '/sites/1/carousel', {
      use_type: 1,
      currency: 'VND',
      items: [item('/b.svg', 5), item('/a.svg', 5), item('/c.svg', 9)],
    });
    expect(res.json().code).toBe(100);
    const vnd = await list({ use_type: 1, currency: 'VND' });
    expect(vnd.map((b) => [b.url, b.sort])).toEqual([
      ['/api/assets/carousel/signin-small.webp', 30],
      ['/api/assets/carousel/sponsors-small.webp', 20],
      ['/api/assets/carousel/responsible-small.webp', 10],
      ['/c.svg', 9],
      ['/b.svg', 5],
      ['/a.svg', 5],
    ]);
    expect((await list({ use_type: 1 })).map((b) => b.url)).not.toContain('/c.svg');
  });

  it('answers 404 for an unknown site and 400 for a malformed body', async () => {
    expect((await call(c.app, PATH, { site_id: 'nope', use_type: 0 })).json().code).toBe(404);
    for (const bad of [
      { site_id: '1' },
      { site_id: '1', use_type: 3 },
      { site_id: '1', use_type: 0, currency: 'X'.repeat(40) },
    ]) {
      expect((await call(c.app, PATH, bad)).statusCode).toBe(400);
    }
  });
});
