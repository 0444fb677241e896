import type { FastifyInstance } from 'fastify';
import type { GameEntry, GameTypeGroup, NewStyleResponse } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../../test/helpers.js';

jest.setTimeout(30_000);

const URL = '/api/v3/game_list';
const body = (support_device = 0) => ({ currency: 'USD', site_id: '1', support_device, template: 'pc' });

describe('POST /api/v3/game_list', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const groups = async (payload = body(), headers: Record<string, string> = {}) => {
    const res = await post(app, URL, payload, headers);
    const json = res.json() as NewStyleResponse<GameTypeGroup[]>;
    expect(json.code).toBe(100);
    return json.data;
  };
  const entriesOf = (data: GameTypeGroup[], gtId: number) => data.find((g) => g.gt_id === gtId)?.gp_list ?? [];

  it('answers a group per game type, in type order, with icons and provider entries of the spec’s fields', async () => {
    const data = await groups();
    expect(data.map((g) => g.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(data[0]).toMatchObject({
      gt_id: 2,
      gt_name: 'Slots',
      gt_icon: '/api/game-type-icon/2.webp',
      gt_icon_active: '/api/game-type-icon/2.webp?active=1',
    });
    const hall = entriesOf(data, 2).find((e) => e.gp_id === 'GPR8') as GameEntry;
    expect(hall).toEqual({
      id: expect.any(Number),
      gp_id: 'GPR8',
      gp_name: 'R8 Slots',
      gp_gt_name: 'R8 Slots',
      game_type: 2,
      game_code: 'hall',
      game_name: 'R8 Slots',
      house: 0,
      customized: false,
      icon_light: '/api/provider-logo/gpr8.webp?gt_id=2',
      member_favorite: 0,
      tag: '',
    });
    // Other types list each provider's lobby game, a real launchable game (customized).
    const live = entriesOf(data, 3);
    expect(live.length).toBeGreaterThan(5);
    expect(live.every((e) => e.customized === true && e.game_code === 'lobby' && e.game_type === 3)).toBe(true);
    expect(live.find((e) => e.gp_id === 'GPBG')).toMatchObject({
      gp_gt_name: 'BG Live Casino',
      icon_light: expect.stringMatching(/^\/api\/game-art\/\d+\.webp$/),
    });
    // A localized lobby name is a per-language map.
    expect(live.find((e) => e.gp_id === 'GPJL')?.game_name).toMatchObject({
      en_US: 'JL Casino Lobby',
      zh_CN: 'JL Casino 大厅',
    });
  });

  it('lists slot halls of about forty providers in the providers’ order', async () => {
    const slots = entriesOf(await groups(), 2);
    expect(slots.length).toBeGreaterThan(30);
    expect(slots.every((e) => e.customized === false)).toBe(true);
    expect(slots.slice(0, 4).map((e) => e.gp_id)).toEqual(['GPR8', 'GPJD', 'GPFC', 'GPJL']);
    // Platinum Tech's slots are its house 1.
    expect(slots.find((e) => e.gp_id === 'GPPT')?.house).toBe(1);
  });

  it('leaves out inactive providers (GPEA, GPNE) and a provider switched off later', async () => {
    const all = (await groups()).flatMap((g) => g.gp_list.map((e) => e.gp_id));
    expect(all).not.toContain('GPEA');
    expect(all).not.toContain('GPNE');
    expect(all).toContain('GPBG');
    // An operator's write in this process tells the read cache (another connection's write is seen by itself).
    const operatorWrites = (sql: string) => {
      app.services.db.prepare(sql).run();
      app.services.readCache.invalidate('games');
    };
    operatorWrites("UPDATE game_providers SET active = 0 WHERE gp_id = 'GPBG'");
    try {
      expect((await groups()).flatMap((g) => g.gp_list.map((e) => e.gp_id))).not.toContain('GPBG');
    } finally {
      operatorWrites("UPDATE game_providers SET active = 1 WHERE gp_id = 'GPBG'");
    }
  });

  it('filters by support_device: a desktop-only lobby on desktop, a phone-only one on mobile and app', async () => {
    const ids = async (device: number) => entriesOf(await groups(body(device)), 3).map((e) => e.gp_id);
    expect(await ids(0)).toContain('GPDG');
    expect(await ids(0)).not.toContain('GPXG');
    expect(await ids(1)).toContain('GPXG');
    expect(await ids(1)).not.toContain('GPDG');
    expect(await ids(2)).toContain('GPXG');
  });

  it('names the types in the lang header’s language, English for an unknown or missing one', async () => {
    const names = async (lang?: string) => (await groups(body(), lang ? { lang } : {})).map((g) => g.gt_name);
    expect((await names('zh_CN')).slice(0, 3)).toEqual(['电子', '真人视讯', '体育']);
    expect((await names('vi_VN'))[0]).toBe('Nổ Hũ');
    expect((await names('bn_BD'))[3]).toBe('লটারি');
    expect((await names('xx_XX'))[0]).toBe('Slots');
    expect((await names())[0]).toBe('Slots');
    expect(entriesOf(await groups(body(), { lang: 'ja_JP' }), 3).find((e) => e.gp_id === 'GPBG')?.gp_gt_name).toBe(
      'BG Live ライブカジノ',
    );
  });

  it('shows member_favorite for the caller only; a bad token is a guest, never a 401', async () => {
    const player = await tokenFor(app, 'player01', 'player123');
    const agent = await tokenFor(app, 'agent01', 'agent123');
    const lobby = entriesOf(await groups(), 3).find((e) => e.gp_id === 'GPSA') as GameEntry;
    const store = await post(
      app,
      '/api/arks/web/member-games/favorite/store',
      { data: { game_id: lobby.id, status: 1 } },
      { authorization: player },
    );
    expect(store.json()).toMatchObject({ code: 100 });

    const flag = async (headers: Record<string, string>) =>
      entriesOf(await groups(body(), headers), 3).find((e) => e.id === lobby.id)?.member_favorite;
    expect(await flag({ authorization: player })).toBe(1);
    expect(await flag({ authorization: `Bearer ${player}` })).toBe(1);
    expect(await flag({ authorization: agent })).toBe(0);
    expect(await flag({})).toBe(0);
    const badToken = await post(app, URL, body(), { authorization: 'not-a-session' });
    expect(badToken.statusCode).toBe(200);
    expect(await flag({ authorization: 'not-a-session' })).toBe(0);
  });

  it('answers an unknown site with code 404', async () => {
    expect((await post(app, URL, { ...body(), site_id: 'nope' })).json()).toMatchObject({ code: 404, data: null });
  });

  it.each([
    ['no site_id', { currency: 'USD', support_device: 0, template: 'pc' }],
    ['a support_device outside 0-2', { ...body(), support_device: 7 }],
    ['a support_device that is not a number', { ...body(), support_device: 'desktop' }],
    ['a site_id object', { ...body(), site_id: { $gt: '' } }],
  ])('refuses %s with a 400 JSON error', async (_what, payload) => {
    const res = await post(app, URL, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});
