// The console's game providers over real HTTP and SQLite: a maintenance window (play1 answers 203
// inside it), a provider switched off (out of the game lists, its games do not launch), who may
// change what (every site, games.manage), the audit entries, and hostile bodies.
import type { FastifyInstance } from 'fastify';
import { serverErrorsOf } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession, addSecondSite } from '../../../test/operator.js';
import { call, GAMES, newMember, startProviderApp } from '../../provider/__tests__/fixtures.js';
import { readInstant } from '../games.js';

jest.setTimeout(60_000);

describe('the console’s game providers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: OperatorSession;
  beforeAll(async () => {
    ({ app, close } = await startProviderApp());
    owner = await signInOperator(app);
  });
  afterAll(() => close());

  const maintenance = (body: unknown, gp: string = GAMES.slot.gp_id, who = owner) =>
    who.call(`/games/providers/${gp}/maintenance`, body);
  const switchTo = (active: boolean, gp: string, who = owner) => who.call(`/games/providers/${gp}/active`, { active });
  const play = (headers: Record<string, string>, game: (typeof GAMES)[keyof typeof GAMES] = GAMES.slot) =>
    call(app, '/api/member/game/play1', { ...game, lobby_url: '/close', device: 0 }, headers);

  it('puts a provider in maintenance until cleared: play1 answers 203, then plays again', async () => {
    const m = newMember(app, { depositCents: 100 });
    const set = (await maintenance({})).json();
    expect(set).toMatchObject({ code: 100, data: { gp_id: 'GPZB', maintain_interval: { end: null } } });
    expect(set.data.maintain_interval.start).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const refused = (await play(m.headers)).json();
    expect(refused).toEqual({
      code: 203,
      message: 'GPZB is in maintenance',
      data: { maintain_interval: set.data.maintain_interval },
    });
    const listed = (await owner.call('/games/providers'))
      .json()
      .data.items.find((p: { gp_id: string }) => p.gp_id === 'GPZB');
    expect(listed).toMatchObject({ active: true, in_maintenance: true, maintain_end: null });

    expect((await maintenance({ clear: true })).json()).toMatchObject({
      code: 100,
      data: { maintain_start: null, maintain_end: null, maintain_interval: { start: null, end: null } },
    });
    expect((await play(m.headers)).json().code).toBe(100);

    const entries = (await owner.call('/audit?action=games.provider.maintenance')).json().data.items;
    expect(entries[0]).toMatchObject({
      operator_account: 'owner',
      site_id: null,
      target: 'GPZB',
      before: { maintain_start: expect.any(Number), maintain_end: null },
      after: { maintain_start: null, maintain_end: null },
    });
    // Clearing again changes nothing and writes no entry.
    await maintenance({ clear: true });
    expect((await owner.call('/audit?action=games.provider.maintenance')).json().data.items).toHaveLength(
      entries.length,
    );
  });

  it("takes start and end as epoch ms or ISO 8601 and answers them in the site's zone (America/Caracas by default)", async () => {
    const res = (
      await maintenance({ start: Date.UTC(2030, 0, 1, 12), end: '2030-01-01T14:30:00Z' }, GAMES.other.gp_id)
    ).json();
    expect(res.data.maintain_interval).toEqual({ start: '2030-01-01 08:00:00', end: '2030-01-01 10:30:00' });
    // Not yet begun: the game still opens.
    expect((await play(newMember(app).headers, GAMES.other)).json().code).toBe(100);
  });

  it('answers 404 for an unknown provider and 400 for unreadable or reversed times and malformed bodies', async () => {
    const unknown = await maintenance({}, 'GPNOPE');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 404]);
    for (const body of [
      null,
      [{ start: 5 }],
      { start: 'tomorrow' },
      { start: '2030-01-01 10:00:00' },
      { start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' },
      { end: -5 },
      { clear: 'yes please' },
    ]) {
      const res = await maintenance(body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    const badId = await maintenance({}, 'GP%20ZB');
    expect(badId.statusCode).toBe(400);
  });

  it('reads instants strictly', () => {
    expect(readInstant(5)).toBe(5);
    expect(readInstant('1700000000000')).toBe(1_700_000_000_000);
    expect(readInstant('2030-01-01T00:00:00+05:30')).toBe(Date.UTC(2029, 11, 31, 18, 30));
    expect(readInstant('2030-01-01')).toBeNull();
  });

  it('switches a provider off: out of every game list at once, its games refuse to launch; on again restores both', async () => {
    const list = () =>
      call(app, '/api/v3/game_list', { site_id: '1', support_device: 0, currency: 'USD', template: 'pc' });
    const before = await list();
    expect(before.body).toContain('"GPBG"');
    try {
      expect((await switchTo(false, 'GPBG')).json()).toEqual({
        code: 100,
        message: 'success',
        data: { gp_id: 'GPBG', active: false },
      });
      const after = await list();
      expect(after.body).not.toContain('"GPBG"');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      const m = newMember(app, { depositCents: 100 });
      expect((await switchTo(false, GAMES.slot.gp_id)).statusCode).toBe(200);
      expect((await play(m.headers)).json().code).toBe(404);
      expect((await switchTo(true, GAMES.slot.gp_id)).statusCode).toBe(200);
      expect((await play(m.headers)).json().code).toBe(100);
      const items = (await owner.call('/games/providers')).json().data.items as { gp_id: string; active: boolean }[];
      expect(items.find((p) => p.gp_id === 'GPBG')).toMatchObject({ active: false, in_maintenance: false });
      expect(items.find((p) => p.gp_id === 'GPZX')).toMatchObject({ active: false });
      const entries = (await owner.call('/audit?action=games.provider.active')).json().data.items;
      expect(
        entries
          .slice(0, 3)
          .map((e: { target: string; before: unknown; after: unknown }) => [e.target, e.before, e.after]),
      ).toEqual([
        ['GPZB', { active: false }, { active: true }],
        ['GPZB', { active: true }, { active: false }],
        ['GPBG', { active: true }, { active: false }],
      ]);
      expect((await switchTo(true, 'GPNOPE')).statusCode).toBe(404);
    } finally {
      await switchTo(true, 'GPBG');
    }
    expect((await list()).body).toContain('"GPBG"');
  });

  it('lets games.manage of every site change providers: 401 without a session, 403 without the role, the CSRF header or every site', async () => {
    const anonymous = await call(app, '/api/operator/games/providers/GPZB/active', { active: false });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await owner.call(
      '/games/providers/GPZB/active',
      { active: false },
      { headers: { 'x-csrf-token': 'x' } },
    );
    expect(noCsrf.statusCode).toBe(403);
    const support = await operatorWithRoles(app, owner, 'games-support', ['support']);
    expect((await support.call('/games/providers')).statusCode).toBe(403);
    expect((await switchTo(false, 'GPZB', support)).statusCode).toBe(403);
    // One site there is: an editor of site 1 sees every site.
    const editor = await operatorWithRoles(app, owner, 'games-editor', ['content_editor']);
    expect((await editor.call('/games/providers')).statusCode).toBe(200);
    expect((await maintenance({ clear: true }, 'GPZB', editor)).statusCode).toBe(200);
    // A second site: a change would reach it too.
    addSecondSite(app);
    try {
      const refused = await maintenance({ clear: true }, 'GPZB', editor);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        'a provider serves every site: only an operator who sees every site may change it',
      ]);
      expect((await switchTo(false, 'GPZB', editor)).statusCode).toBe(403);
      const other = await operatorWithRoles(app, owner, 'games-editor2', ['content_editor'], {
        all_sites: false,
        site_ids: ['2'],
      });
      expect((await switchTo(false, 'GPZB', other)).statusCode).toBe(403);
      expect((await editor.call('/games/providers')).statusCode).toBe(200);
    } finally {
      app.services.db.prepare("DELETE FROM operator_sites WHERE site_id = '2'").run();
      app.services.db.prepare("DELETE FROM sites WHERE site_id = '2'").run();
    }
    expect(
      (await owner.call('/games/providers')).json().data.items.find((p: { gp_id: string }) => p.gp_id === 'GPZB'),
    ).toMatchObject({ active: true });
  });

  it('answers hostile bodies with a 4xx, never a 500', async () => {
    const routes = ['/api/operator/games/providers/GPZS/maintenance', '/api/operator/games/providers/GPZS/active'];
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"active":"yes"}',
      '{"active":{"$ne":false}}',
      '{"start":1e308}',
      '{"start":-1,"end":"2030-01-01T00:00:00Z"}',
      '{"start":"9999-99-99T99:99:99Z"}',
      '{"__proto__":{"active":false}}',
      `{"start":"${'9'.repeat(5000)}"}`,
      '{"site_id":{"$ne":"1"}}',
    ];
    expect(await serverErrorsOf(app, routes, bodies, { cookie: owner.cookie, 'x-csrf-token': owner.csrf })).toEqual([]);
    // (Unknown keys are dropped: '{"active":"yes"}' is a valid maintenance body, from now on.)
    expect(app.services.db.prepare("SELECT active FROM game_providers WHERE gp_id = 'GPZS'").pluck().get()).toBe(1);
    await maintenance({ clear: true }, 'GPZS');
  });
});
