// The public game lists and the site detail from memory: a strong ETag, 304 on If-None-Match,
// a new body and ETag after a route changes the data, and a member's answer never cached.
import type { FastifyInstance } from 'fastify';
import type { GameTypeGroup, NewStyleResponse } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../../test/helpers.js';
import { signInOperator } from '../../test/operator.js';

jest.setTimeout(30_000);

const URL = '/api/v3/game_list';
const BODY = { site_id: '1', support_device: 0, currency: 'USD', template: 'pc' };

describe('cached catalogue answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp({ CROUPIER_DEV_ROUTES: '1' })));
  afterAll(() => app.close());

  const favouritesIn = (res: { json(): NewStyleResponse<GameTypeGroup[]> }) =>
    res.json().data.flatMap((g) => g.gp_list.filter((e) => e.member_favorite === 1).map((e) => e.id));

  it('answers the same ETag twice and 304 without a body to If-None-Match', async () => {
    const first = await post(app, URL, BODY);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/lang/);
    const second = await post(app, URL, BODY);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.body).toBe(first.body);

    const revalidated = await post(app, URL, BODY, { 'if-none-match': etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await post(app, URL, BODY, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('keys the answer by the lang header: another language, another body and ETag', async () => {
    const en = await post(app, URL, BODY, { lang: 'en_US' });
    const zh = await post(app, URL, BODY, { lang: 'zh_CN' });
    expect(zh.json().data[0].gt_name).not.toBe(en.json().data[0].gt_name);
    expect(zh.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('serves a change to the games once the operators’ maintenance route tells the cache', async () => {
    const before = await post(app, URL, BODY);
    expect(before.body).toContain('"GPBG"');
    // A write through this process's connection is not seen until a route invalidates ...
    app.services.db.prepare("UPDATE game_providers SET active = 0 WHERE gp_id = 'GPBG'").run();
    try {
      expect((await post(app, URL, BODY)).headers.get('etag')).toBe(before.headers.get('etag'));
      // ... as every route that changes the games does.
      const owner = await signInOperator(app);
      expect((await owner.call('/games/providers/GPR8/maintenance', { clear: true })).json().code).toBe(100);
      const after = await post(app, URL, BODY, { 'if-none-match': before.headers.get('etag')! });
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toContain('"GPBG"');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      app.services.db.prepare("UPDATE game_providers SET active = 1 WHERE gp_id = 'GPBG'").run();
      app.services.readCache.invalidate('games');
    }
  });

  it('changes the site detail and its ETag when the console changes the settings', async () => {
    const detail = () => post(app, '/api/arks/web/site/detail', { site_id: '1' });
    const before = await detail();
    expect((await detail()).headers.get('etag')).toBe(before.headers.get('etag'));
    await (await signInOperator(app)).call('/sites/1/settings', { settings: { MOBILE_TEMPLATE_NAME: 'apsport' } });
    const after = await post(
      app,
      '/api/arks/web/site/detail',
      { site_id: '1' },
      { 'if-none-match': before.headers.get('etag')! },
    );
    expect(after.statusCode).toBe(200);
    expect(after.json().data.settings.MOBILE_TEMPLATE_NAME).toBe('apsport');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('never gives one member’s favourites to a guest or another member, and never caches a member’s answer', async () => {
    const guestBefore = await post(app, URL, BODY);
    const lobby = guestBefore.json().data.find((g: GameTypeGroup) => g.gt_id === 3).gp_list[0].id as number;
    const player = await tokenFor(app, 'player01', 'player123');
    const stored = await post(
      app,
      '/api/arks/web/member-games/favorite/store',
      { data: { game_id: lobby, status: 1 } },
      { authorization: player },
    );
    expect(stored.json().code).toBe(100);

    const mine = await post(app, URL, BODY, { authorization: player });
    expect(favouritesIn(mine)).toEqual([lobby]);
    expect(mine.headers.get('etag')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    const guest = await post(app, URL, BODY);
    expect(favouritesIn(guest)).toEqual([]);
    expect(guest.headers.get('etag')).toBe(guestBefore.headers.get('etag'));
    const other = await tokenFor(app, 'agent01', 'agent123');
    expect(favouritesIn(await post(app, URL, BODY, { authorization: other }))).toEqual([]);
  });
});
