import type { FastifyInstance } from 'fastify';
import type { NewStyleResponse, TemplateGameListResponse } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

const URL = '/api/v2/get_template_game_list';

describe('POST /api/v2/get_template_game_list', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const sections = async (support_device = 0) => {
    const json = (
      await post(app, URL, { site_id: '1', currency: 'USD', support_device })
    ).json() as NewStyleResponse<TemplateGameListResponse>;
    expect(json.code).toBe(100);
    return json.data.info;
  };

  it('answers the home sections in order with titles in every language and their games in order', async () => {
    const info = await sections();
    expect(info.map((s) => s.gt_id)).toEqual([2, 3, 4, 5, 6]);
    expect(info[0]!.title).toMatchObject({
      en_US: 'Featured slots',
      zh_CN: '精选电子',
      vi_VN: 'Slot nổi bật',
      my_MM: expect.any(String),
      bn_BD: expect.any(String),
    });
    expect(Object.keys(info[0]!.title as object)).toHaveLength(11);
    const hotSlots = info[0]!.game_list;
    expect(hotSlots).toHaveLength(12);
    expect(hotSlots.every((g) => g.game_type === 2 && g.customized)).toBe(true);
    const order = app.services.db
      .prepare('SELECT game_id FROM template_game_section_games WHERE section_id = ? ORDER BY sort')
      .all(info[0]!.id) as { game_id: number }[];
    expect(hotSlots.map((g) => g.id)).toEqual(order.map((o) => o.game_id));
    expect(info[1]!.game_list.every((g) => g.game_type === 3)).toBe(true);
  });

  it('follows an operator’s new order, and leaves out a section game whose provider goes inactive', async () => {
    const db = app.services.db;
    const [section] = await sections();
    const ids = section!.game_list.map((g) => g.id);
    const setSort = db.prepare('UPDATE template_game_section_games SET sort = ? WHERE section_id = ? AND game_id = ?');
    ids.forEach((id, i) => setSort.run(ids.length - i, section!.id, id));
    // An operator's write in this process tells the read cache (another connection's write is seen by itself).
    app.services.readCache.invalidate('games');
    expect((await sections())[0]!.game_list.map((g) => g.id)).toEqual([...ids].reverse());

    const provider = section!.game_list[0]!.gp_id;
    db.prepare('UPDATE game_providers SET active = 0 WHERE gp_id = ?').run(provider);
    app.services.readCache.invalidate('games');
    try {
      expect((await sections())[0]!.game_list.map((g) => g.gp_id)).not.toContain(provider);
    } finally {
      db.prepare('UPDATE game_providers SET active = 1 WHERE gp_id = ?').run(provider);
      app.services.readCache.invalidate('games');
    }
  });

  it('answers no sections for a site without any, code 404 for an unknown site, 400 for a bad body', async () => {
    expect((await post(app, URL, { site_id: 'nope', currency: 'USD', support_device: 0 })).json()).toMatchObject({
      code: 404,
    });
    const res = await post(app, URL, { site_id: '1', currency: 'USD' });
    expect(res.statusCode).toBe(400);
  });
});
