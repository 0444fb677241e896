// The marquee, the news and one announcement's detail: which announcements each shows, in which
// order and language, and who may open an announcement shown after login only.
import { PromotionCode, type Announcement, type AnnouncementList, type MarqueeList } from '@croupier/shared/contracts';
import { marqueeSeed } from '../../db/seeds/promotions-content-data.js';
import { asOwner } from '../../test/operator.js';
import { call, dataOf, tokenFor, withContentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

describe('marquee, news and announcement detail', () => {
  const c = withContentApp();
  const marquee = async (sort_order: 'asc' | 'desc', lang?: string) =>
    (
      await dataOf<MarqueeList>(
        call(c.app, '/api/arks/web/announcement/marquee', { site_id: '1', sort_field: 'sort', sort_order }, { lang }),
      )
    ).web_announcement_list;
  const news = (page: number, count: number, lang?: string) =>
    dataOf<AnnouncementList>(call(c.app, '/api/arks/web/announcement/news', { site_id: '1', page, count }, { lang }));
  const detail = (id: number, options: { token?: string | null; lang?: string } = {}) =>
    call(c.app, '/api/arks/web/announcement/detail', { site_id: '1', id }, options);
  const idByTitle = (title: string) =>
    c.app.services.db
      .prepare("SELECT id FROM announcements WHERE json_extract(title, '$.en_US') = ?")
      .pluck()
      .get(title) as number;

  it('shows the five seeded marquee announcements by sort, in either order, in the lang header language', async () => {
    expect((await marquee('asc')).map((a) => a.sort)).toEqual([1, 2, 3, 4, 5]);
    const desc = await marquee('desc', 'ko_KR');
    expect(desc.map((a) => a.sort)).toEqual([5, 4, 3, 2, 1]);
    expect(desc.map((a) => a.title)).toEqual([...marqueeSeed].reverse().map((a) => a.title.ko_KR));
    expect(desc[0]).not.toHaveProperty('display_marquee');
    // The member centre's announcements are not in the marquee.
    expect((await marquee('asc')).map((a) => a.title)).not.toContain('Scheduled maintenance');
  });

  it('lists the news: announcements shown before login only, newest first, paged, count at most 50', async () => {
    const first = await news(1, 3);
    expect(first.total_count).toBe(6); // five marquee ones and the member centre's maintenance notice
    expect(first.web_announcement_list.map((a) => a.sort)).toEqual([5, 4, 3]);
    const all = await news(1, 50);
    expect(all.web_announcement_list.every((a) => a.display_before_login === 1)).toBe(true);
    const created = all.web_announcement_list.map((a) => a.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect((await news(2, 3)).web_announcement_list.map((a) => a.id)).toEqual(
      all.web_announcement_list.slice(3, 6).map((a) => a.id),
    );
    expect((await news(1, 10, 'my_MM')).web_announcement_list[0]?.title).toBe(marqueeSeed[4]?.title.my_MM);
    expect(
      (await call(c.app, '/api/arks/web/announcement/news', { site_id: '1', page: 1, count: 51 })).statusCode,
    ).toBe(400);
  });

  it('opens an announcement shown before login for anyone, in the lang header language', async () => {
    const id = idByTitle(marqueeSeed[2]?.title.en_US ?? '');
    const shown = await dataOf<Announcement>(detail(id, { lang: 'bn_BD' }));
    expect(shown).toMatchObject({
      id,
      title: marqueeSeed[2]?.title.bn_BD,
      content: marqueeSeed[2]?.content.bn_BD,
      display_before_login: 1,
    });
  });

  it('opens an announcement shown after login only for a member of the site (a bad token is a guest)', async () => {
    const id = idByTitle('New payment methods');
    expect((await detail(id)).json()).toMatchObject({ code: PromotionCode.notFound, data: null });
    expect((await detail(id, { token: 'not-a-session' })).json().code).toBe(PromotionCode.notFound);
    const token = await tokenFor(c.app, 'player01', 'player123');
    expect(await dataOf<Announcement>(detail(id, { token }))).toMatchObject({
      id,
      title: 'New payment methods',
      display_after_login: 1,
    });
    expect((await detail(999_999, { token })).json().code).toBe(PromotionCode.notFound);
    expect((await call(c.app, '/api/arks/web/announcement/detail', { site_id: '2', id }, { token })).json().code).toBe(
      PromotionCode.notFound,
    );
  });

  it("the console's marquee replaces the marquee: the old ones leave it but stay in the news, the new ones open from it", async () => {
    const before = (await news(1, 50)).total_count;
    const res = await asOwner(c.app, '/sites/1/marquee', {
      items: [
        { title: 'Second line', content: '<p>two</p>', sort: 2 },
        {
          title: { en_US: 'First line', vi_VN: 'Dòng đầu' },
          content: { en_US: '<p>one</p>', vi_VN: '<p>một</p>' },
          sort: 1,
        },
      ],
    });
    const { ids } = res.json().data as { ids: number[] };
    expect(ids).toHaveLength(2);
    expect((await marquee('asc', 'vi_VN')).map((a) => a.title)).toEqual(['Dòng đầu', 'Second line']);
    expect((await news(1, 50)).total_count).toBe(before + 2);
    expect(await dataOf<Announcement>(detail(ids[1] as number, { lang: 'vi_VN' }))).toMatchObject({
      title: 'Dòng đầu',
      content: '<p>một</p>',
    });
    expect(
      (await asOwner(c.app, '/sites/1/marquee', { items: [{ title: { xx_XX: 'x' }, content: 'x' }] })).statusCode,
    ).toBe(400);
    expect((await asOwner(c.app, '/sites/404/marquee', { items: [] })).json().code).toBe(404);
    expect((await marquee('asc')).map((a) => a.title)).toEqual(['First line', 'Second line']);
  });
});
