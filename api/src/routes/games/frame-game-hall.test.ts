// GET /api/frame/game-hall/{gt_id}: a hall's head as the HTML the web server puts into the shell's
// page frame, what mf-games draws over a guest's hall (the type bar, the title, the platform
// description of the /v3/game_list group, the brand's preferred providers first), in the page's language; the
// phone's and the pc's apart when they differ; nothing (204) to include when there is nothing to
// show; a malformed request is refused, never a 500.
import type { FastifyInstance } from 'fastify';
import {
  platformDescription,
  platformNames,
  type GameListResponse,
  type NewStyleResponse,
} from '@croupier/shared/contracts';
import { post, send, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('GET /api/frame/game-hall/{gt_id}', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp({ CROUPIER_DEV_ROUTES: '1' })));
  afterAll(() => app.close());

  const frame = (path: string, headers: Record<string, string> = {}) =>
    send(app, `/api/frame/game-hall/${path}`, { method: 'GET', headers });
  /** The list mf-games asks for (support_device: 0 pc, 1 phone), and a hall's group of it. */
  const typeGroups = async (device: 0 | 1, lang = 'en_US') => {
    const body = { site_id: '1', currency: 'USD', support_device: device };
    return ((await post(app, '/api/v3/game_list', body, { lang })).json() as NewStyleResponse<GameListResponse>).data;
  };
  const group = async (gtId: number, device: 0 | 1, lang = 'en_US') =>
    (await typeGroups(device, lang)).find((g) => g.gt_id === gtId)!;
  /** What mf-games writes under a group's title in English, with the brand's preferred providers first. */
  const described = (g: GameListResponse[number]) =>
    platformDescription(
      platformNames(g.gp_list, app.services.sites.detail('1')!.settings.PLATFORM_ORDER ?? []),
      'en_US',
    );
  const heads = (html: string) =>
    [
      ...html.matchAll(
        /<div class="cr-frame__hall" data-device="(\w+)"><ul>.*?<\/ul><div><h2>([^<]*)<\/h2><p>([^<]*)<\/p><\/div><\/div>/g,
      ),
    ].map((m) => m.slice(1));
  /** The type bar's chips: [name, icon, current]. */
  const chips = (html: string) =>
    [
      ...html.matchAll(
        /<li( data-current="")?><span>(?:<img src="([^"]*)" alt="" width="32" height="32" decoding="async">)?<span>([^<]*)<\/span><\/span><\/li>/g,
      ),
    ].map((m) => [m[3], m[2] ?? '', m[1] !== undefined]);

  it("writes the hall's title and its platforms, the brand's preferred first, at most 15, for every width when phone and pc agree", async () => {
    const res = await frame('2?site_id=1');
    expect([res.statusCode, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    const [[device, title, note]] = heads(res.body) as [string[]];
    expect([device, title]).toEqual(['all', (await group(2, 1)).gt_name]);
    // Over it, the type bar: every type of the list, the hall's own with its active icon.
    const types = await typeGroups(1);
    expect(chips(res.body)).toEqual(
      types.map((g) => [g.gt_name, g.gt_id === 2 ? g.gt_icon_active : g.gt_icon, g.gt_id === 2]),
    );
    expect(types.length).toBeGreaterThan(1);
    // The seeded PLATFORM_ORDER begins GPR8, GPJD, GPJL, GPFC; the slot hall has 39 providers.
    expect(note).toMatch(/^Platforms: R8 Slots, JD Gaming, JL Casino, FC Fishing, /);
    expect(note!.split(', ')).toHaveLength(15);
    expect(note).toMatch(/, and [^,]+$/);
  });

  it("gives the phone's and the pc's head apart when their providers differ", async () => {
    const { body } = await frame('3?site_id=1');
    const [mobile, pc] = [await group(3, 1), await group(3, 0)];
    expect(described(mobile)).not.toBe(described(pc));
    expect(heads(body)).toEqual([
      ['mobile', mobile.gt_name, described(mobile)],
      ['pc', pc.gt_name, described(pc)],
    ]);
  });

  it("gives the pc's head alone, for every width, when the site locks desktop", async () => {
    expect((await post(app, '/api/dev/site/settings', { settings: { DESKTOP_LOCK: true } })).json().code).toBe(100);
    try {
      const pc = await group(3, 0);
      expect(heads((await frame('3?site_id=1')).body)).toEqual([['all', pc.gt_name, described(pc)]]);
    } finally {
      expect((await post(app, '/api/dev/site/settings', { settings: { DESKTOP_LOCK: false } })).json().code).toBe(100);
    }
  });

  it("writes the page's language: the URL's prefix, else the language cookie, else the site's first", async () => {
    expect((await frame('5?site_id=1&locale=zh-CN')).body).toContain(
      `<h2>${(await group(5, 1, 'zh_CN')).gt_name}</h2><p>平台：`,
    );
    expect((await frame('5?site_id=1', { cookie: 'i18n_redirected=vi_VN' })).body).toContain(
      `<h2>${(await group(5, 1, 'vi_VN')).gt_name}</h2><p>Nền tảng: `,
    );
    // ko_KR is not one of the site's languages.
    expect((await frame('5?site_id=1&locale=ko-KR')).body).toContain('<p>Platforms: ');
  });

  it('includes nothing for an unknown site, and refuses a malformed request', async () => {
    const res = await frame('2?site_id=999');
    expect([res.statusCode, res.body]).toEqual([204, '']);
    for (const path of ['12?site_id=1', 'slots?site_id=1', '2', '2?site_id=1&locale=' + 'x'.repeat(20)]) {
      expect([path, (await frame(path)).statusCode]).toEqual([path, 400]);
    }
  });
});
