// The visitors' reports of release health and the canary guard, over real HTTP and SQLite: what is
// counted (the site's stable and canary only, under the live map's current revision), what is
// ignored or refused, the rollback exactly at the limit and never below it nor below the minimum
// loads, its record as `canary-guard`, the site detail back on the stable, a canary set again
// judged afresh, reports at once rolling back once, and the limit per address.
import type { FastifyInstance } from 'fastify';
import type { HealthAnswer, LiveMap, LiveMapEntry } from '../../services/releases/index.js';
import { send, startApp, type TestResponse } from '../../test/helpers.js';

jest.setTimeout(60_000);

/** The local release token of every remote (CROUPIER_RELEASE_TOKENS unset). */
const TOKEN = 'croupier-dev-release-token';
const REPORT = '/api/arks/web/site/release-health';

const urlOf = (remote: string, version: string) =>
  `https://cdn.croupier.example/releases/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;

interface Report {
  module: string;
  version: string;
  loads: number;
  failures: number;
}

/** The calls of one app: placing releases, reading the live map, and the visitors' reports. */
function callsOf(app: () => FastifyInstance) {
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(app(), path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

  const liveMap = async (): Promise<LiveMap> => {
    const res = await send(app(), '/api/sites/1/releases', {
      method: 'GET',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: LiveMap }>().data;
  };
  const entryOf = async (module: string): Promise<LiveMapEntry | null> =>
    (await liveMap()).modules.find((m) => m.module === module) ?? null;

  /**
   * Registers the versions, then answers a function placing them as the live map's promote and
   * canary do, the entry's revision up by one each time. Written straight to the database: the
   * compatibility gate that the release routes pass is not what these tests are about.
   */
  const placing = async (module: string, versions: string[]) => {
    const { db, readCache } = app().services;
    const register = db.prepare(
      `INSERT INTO releases (module, version, manifest_url, record, registered_by, registered_at)
       VALUES (?, ?, ?, ?, 'test', 0)`,
    );
    for (const version of versions)
      register.run(module, version, urlOf(module, version), JSON.stringify({ remote: module, version }));
    const write = db.prepare(
      `INSERT INTO site_releases (site_id, module, stable, canary, canary_percent, revision, updated_at)
       VALUES ('1', ?, ?, ?, ?, 1, 0)
       ON CONFLICT (site_id, module) DO UPDATE SET stable = excluded.stable, canary = excluded.canary,
         canary_percent = excluded.canary_percent, revision = revision + 1`,
    );
    return async (body: { action: 'promote' | 'canary'; version: string; percent?: number }) => {
      if (body.action === 'promote') write.run(module, body.version, null, 0);
      else write.run(module, (await entryOf(module))!.stable, body.version, body.percent);
      readCache.invalidate('site');
    };
  };

  const report = (reports: unknown, headers: Record<string, string> = {}, site_id: unknown = '1') =>
    json(REPORT, { site_id, reports }, headers);
  /** A report answered 200, and its answer. */
  const reported = async (reports: Report[], headers: Record<string, string> = {}): Promise<HealthAnswer> => {
    const res = await report(reports, headers);
    expect([res.statusCode, res.json().code]).toEqual([200, 100]);
    return res.json<{ data: HealthAnswer }>().data;
  };
  const guardChanges = async (module: string) =>
    (await liveMap()).changes.filter((c) => c.module === module && c.actor === 'canary-guard');

  return { json, liveMap, entryOf, placing, report, reported, guardChanges };
}

describe('release health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The guard's settings at their defaults (20 loads, 20 %); reports unlimited here.
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => app.close());
  const { json, entryOf, placing, report, reported, guardChanges } = callsOf(() => app);

  it("counts the stable's and the canary's reports under the entry's revision, afresh after a change", async () => {
    const [stable, canary] = ['1.0.0+aaaaaaaaaaaa', '1.1.0+bbbbbbbbbbbb'];
    const place = await placing('mf-games', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 10 });
    expect(await entryOf('mf-games')).toMatchObject({
      stable_health: { loads: 0, failures: 0 },
      canary_health: { loads: 0, failures: 0 },
    });

    const first = [
      { module: 'mf-games', version: stable, loads: 5, failures: 1 },
      { module: 'mf-games', version: canary, loads: 3, failures: 0 },
    ];
    expect(await reported(first)).toEqual({ counted: first, ignored: [], rolled_back: [] });
    await reported([{ module: 'mf-games', version: stable, loads: 2, failures: 0 }]);
    expect(await entryOf('mf-games')).toMatchObject({
      stable: stable,
      canary: canary,
      stable_health: { loads: 7, failures: 1 },
      canary_health: { loads: 3, failures: 0 },
    });

    // Another percent is another revision: both start again from their next report.
    await place({ action: 'canary', version: canary, percent: 20 });
    expect(await entryOf('mf-games')).toMatchObject({
      stable_health: { loads: 0, failures: 0 },
      canary_health: { loads: 0, failures: 0 },
    });
    await reported([{ module: 'mf-games', version: canary, loads: 2, failures: 1 }]);
    expect(await entryOf('mf-games')).toMatchObject({
      stable_health: { loads: 0, failures: 0 },
      canary_health: { loads: 2, failures: 1 },
    });
    // Without a canary, none is answered.
    await place({ action: 'promote', version: canary });
    expect(await entryOf('mf-games')).toMatchObject({ canary: null, canary_health: null });
  });

  it('ignores a version the site does not run, and a remote it does not place, saying why', async () => {
    const before = await entryOf('mf-games');
    const stale = [
      { module: 'mf-games', version: '1.0.0+aaaaaaaaaaaa', loads: 4, failures: 4 },
      { module: 'mf-games', version: '9.9.9+999999999999', loads: 1, failures: 0 },
      { module: 'mf-proxy', version: '1.0.0+aaaaaaaaaaaa', loads: 1, failures: 1 },
      { module: 'mf-nope', version: '1.0.0+aaaaaaaaaaaa', loads: 1, failures: 1 },
    ];
    expect(await reported(stale)).toEqual({
      counted: [],
      ignored: [
        {
          module: 'mf-games',
          version: '1.0.0+aaaaaaaaaaaa',
          reason: '1.0.0+aaaaaaaaaaaa is neither the stable nor the canary of mf-games on site 1',
        },
        {
          module: 'mf-games',
          version: '9.9.9+999999999999',
          reason: '9.9.9+999999999999 is neither the stable nor the canary of mf-games on site 1',
        },
        { module: 'mf-proxy', version: '1.0.0+aaaaaaaaaaaa', reason: 'site 1 runs no release of mf-proxy' },
        { module: 'mf-nope', version: '1.0.0+aaaaaaaaaaaa', reason: 'site 1 runs no release of mf-nope' },
      ],
      rolled_back: [],
    });
    expect(await entryOf('mf-games')).toEqual(before);
    expect(app.services.db.prepare("SELECT COUNT(*) FROM release_health WHERE module = 'mf-proxy'").pluck().get()).toBe(
      0,
    );
  });

  it('refuses with 400 a report of more failures than loads, counting none of the call', async () => {
    const before = await entryOf('mf-games');
    const res = await report([
      { module: 'mf-games', version: '1.1.0+bbbbbbbbbbbb', loads: 5, failures: 1 },
      { module: 'mf-games', version: '1.1.0+bbbbbbbbbbbb', loads: 2, failures: 3 },
    ]);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        code: 400,
        message: 'failures cannot exceed loads: mf-games 1.1.0+bbbbbbbbbbbb reports 3 of 2',
        data: null,
      },
    ]);
    expect(await entryOf('mf-games')).toEqual(before);
  });

  const one = { module: 'mf-games', version: '1.1.0+bbbbbbbbbbbb', loads: 1, failures: 0 };
  it.each([
    ['no reports', { site_id: '1' }],
    ['no site', { reports: [one] }],
    ['an empty list', { site_id: '1', reports: [] }],
    ['17 reports', { site_id: '1', reports: Array.from({ length: 17 }, () => one) }],
    ['reports that are no list', { site_id: '1', reports: one }],
    ['negative loads', { site_id: '1', reports: [{ ...one, loads: -1 }] }],
    ['loads over 1000', { site_id: '1', reports: [{ ...one, loads: 1001, failures: 0 }] }],
    ['fractional loads', { site_id: '1', reports: [{ ...one, loads: 1.5 }] }],
    ['loads as text', { site_id: '1', reports: [{ ...one, loads: '5' }] }],
    ['loads of null', { site_id: '1', reports: [{ ...one, loads: null }] }],
    ['no failures', { site_id: '1', reports: [{ module: one.module, version: one.version, loads: 1 }] }],
    ['a module that is no text', { site_id: '1', reports: [{ ...one, module: 7 }] }],
    ['a module too long', { site_id: '1', reports: [{ ...one, module: `mf-${'x'.repeat(62)}` }] }],
    ['an empty version', { site_id: '1', reports: [{ ...one, version: '' }] }],
    ['a site_id too long', { site_id: 'x'.repeat(33), reports: [one] }],
    ['a site_id that is an object', { site_id: { $ne: '' }, reports: [one] }],
  ])('refuses with 400 a body with %s', async (_what, body) => {
    const res = await json(REPORT, body);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, 400, expect.any(String)]);
  });

  it.each(['not json', '[]', 'null', '"text"', '{"site_id":"1","reports":[{"module":'])(
    'refuses with 400 the text %p',
    async (body) => {
      const res = await send(app, REPORT, { body, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
    },
  );

  it('answers 404 for an unknown site', async () => {
    const res = await report([one], {}, 'nope');
    expect([res.statusCode, res.json().message]).toEqual([404, "site 'nope' not found"]);
  });

  it('judges a canary from the minimum loads on: 19 failed loads hold, the 20th load rolls it back', async () => {
    const [stable, canary] = ['2.0.0+aaaaaaaaaaaa', '2.1.0+bbbbbbbbbbbb'];
    const place = await placing('mf-auth', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 50 });

    expect((await reported([{ module: 'mf-auth', version: canary, loads: 19, failures: 19 }])).rolled_back).toEqual([]);
    expect(await entryOf('mf-auth')).toMatchObject({ canary, canary_health: { loads: 19, failures: 19 } });
    const { revision } = (await entryOf('mf-auth'))!;

    const reason = `canary ${canary} failed 19 of 20 loads (95 %), at or over the 20 % limit`;
    const answer = await reported([{ module: 'mf-auth', version: canary, loads: 1, failures: 0 }]);
    expect(answer.rolled_back).toEqual([{ module: 'mf-auth', version: canary, reason }]);
    expect(await entryOf('mf-auth')).toMatchObject({
      stable,
      canary: null,
      canary_percent: 0,
      canary_health: null,
      revision: revision + 1,
    });
    expect(await guardChanges('mf-auth')).toEqual([
      {
        id: expect.any(Number),
        module: 'mf-auth',
        action: 'rollback',
        from_stable: stable,
        to_stable: stable,
        from_canary: canary,
        to_canary: null,
        canary_percent: 0,
        revision: revision + 1,
        actor: 'canary-guard',
        reason,
        at: expect.any(Number),
      },
    ]);
  });

  it('judges a canary set again on its new loads only', async () => {
    const canary = '2.1.0+bbbbbbbbbbbb';
    const place = await placing('mf-auth', []);
    await place({ action: 'canary', version: canary, percent: 50 });
    expect(await entryOf('mf-auth')).toMatchObject({ canary, canary_health: { loads: 0, failures: 0 } });
    // With its old 20 loads and 19 failures this would be over the limit.
    const answer = await reported([{ module: 'mf-auth', version: canary, loads: 1, failures: 1 }]);
    expect(answer).toEqual({
      counted: [{ module: 'mf-auth', version: canary, loads: 1, failures: 1 }],
      ignored: [],
      rolled_back: [],
    });
    expect(await entryOf('mf-auth')).toMatchObject({ canary, canary_health: { loads: 1, failures: 1 } });
    expect(await guardChanges('mf-auth')).toHaveLength(1);
  });

  it('rolls a canary back at exactly the failure limit and not below it', async () => {
    const [stable, canary] = ['3.0.0+aaaaaaaaaaaa', '3.1.0+bbbbbbbbbbbb'];
    const place = await placing('mf-member-center', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 5 });
    const canaryReport = (loads: number, failures: number) =>
      reported([{ module: 'mf-member-center', version: canary, loads, failures }]);

    expect((await canaryReport(20, 3)).rolled_back).toEqual([]); // 3 of 20: 15 %
    expect((await canaryReport(6, 2)).rolled_back).toEqual([]); // 5 of 26: 19.2 %
    expect(await entryOf('mf-member-center')).toMatchObject({ canary, canary_health: { loads: 26, failures: 5 } });
    const reason = `canary ${canary} failed 6 of 30 loads (20 %), at or over the 20 % limit`;
    expect((await canaryReport(4, 1)).rolled_back).toEqual([{ module: 'mf-member-center', version: canary, reason }]);
    expect(await entryOf('mf-member-center')).toMatchObject({ stable, canary: null });
    expect((await guardChanges('mf-member-center')).map((c) => c.reason)).toEqual([reason]);
  });

  it('never rolls back a stable, however its loads fail', async () => {
    // With a canary beside it, a rollback of the entry would end that canary.
    const [stable, canary] = ['1.1.0+bbbbbbbbbbbb', '1.0.0+aaaaaaaaaaaa'];
    await (
      await placing('mf-games', [])
    )({ action: 'canary', version: canary, percent: 10 });
    const before = await entryOf('mf-games');
    expect(before).toMatchObject({ stable, canary });
    const answer = await reported([{ module: 'mf-games', version: stable, loads: 1000, failures: 1000 }]);
    expect(answer.rolled_back).toEqual([]);
    expect(await entryOf('mf-games')).toEqual({ ...before, stable_health: { loads: 1000, failures: 1000 } });
    expect(await guardChanges('mf-games')).toEqual([]);
  });

  it('puts the site detail back on the stable once the guard rolls the canary back', async () => {
    const [stable, canary] = ['4.0.0+aaaaaaaaaaaa', '4.1.0+bbbbbbbbbbbb'];
    const detailUrl = async (body: Record<string, unknown>) => {
      const res = await json('/api/arks/web/site/detail', { site_id: '1', ...body });
      expect(res.statusCode).toBe(200);
      const modules = res.json<{ data: { modules: { name: string; manifest_url: string }[] } }>().data.modules;
      return modules.find((m) => m.name === 'mf-promotions')?.manifest_url;
    };
    const place = await placing('mf-promotions', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 50 });
    // A visitor of bucket 0 gets the canary; that answer is kept in the read cache.
    expect(await detailUrl({ bucket: 0 })).toBe(urlOf('mf-promotions', canary));
    expect(await detailUrl({})).toBe(urlOf('mf-promotions', stable));

    const answer = await reported([{ module: 'mf-promotions', version: canary, loads: 20, failures: 4 }]);
    expect(answer.rolled_back).toHaveLength(1);
    expect(await detailUrl({ bucket: 0 })).toBe(urlOf('mf-promotions', stable));
    expect(await detailUrl({})).toBe(urlOf('mf-promotions', stable));
  });

  it('rolls back once when reports over the limit come together: the next ones find no canary', async () => {
    const [stable, canary] = ['5.0.0+aaaaaaaaaaaa', '5.1.0+bbbbbbbbbbbb'];
    const place = await placing('mf-proxy', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 50 });
    const { revision } = (await entryOf('mf-proxy'))!;
    const failing = { module: 'mf-proxy', version: canary, loads: 20, failures: 20 };

    // Two in one call: the first rolls back, the second is of a canary no longer there.
    const both = await reported([failing, failing]);
    expect(both.counted).toEqual([failing]);
    expect(both.rolled_back).toHaveLength(1);
    expect(both.ignored).toEqual([
      {
        module: 'mf-proxy',
        version: canary,
        reason: `${canary} is neither the stable nor the canary of mf-proxy on site 1`,
      },
    ]);

    await place({ action: 'canary', version: canary, percent: 50 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => reported([failing])));
    expect(answers.map((a) => a.rolled_back.length).sort()).toEqual([0, 0, 0, 1]);
    expect(answers.map((a) => a.ignored.length).sort()).toEqual([0, 1, 1, 1]);
    expect(await guardChanges('mf-proxy')).toHaveLength(2);
    expect(await entryOf('mf-proxy')).toMatchObject({ stable, canary: null, revision: revision + 3 });
  });
});

describe('release health settings and limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({
      RATE_LIMIT_PER_MINUTE: '3',
      CROUPIER_CANARY_MIN_LOADS: '4',
      CROUPIER_CANARY_MAX_FAILURE_PERCENT: '50',
    });
  });
  afterAll(() => app.close());
  const { entryOf, placing, report } = callsOf(() => app);

  it('judges by CROUPIER_CANARY_MIN_LOADS and CROUPIER_CANARY_MAX_FAILURE_PERCENT', async () => {
    const [stable, canary] = ['1.0.0+aaaaaaaaaaaa', '1.1.0+bbbbbbbbbbbb'];
    const place = await placing('mf-games', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 10 });
    const from = (ip: string, loads: number, failures: number) =>
      report([{ module: 'mf-games', version: canary, loads, failures }], { 'x-forwarded-for': ip });

    // 3 of 3 is under the minimum; 3 of 7 under half; 4 of 8 is half.
    for (const [loads, failures] of [
      [3, 3],
      [4, 0],
    ] as const) {
      const res = await from('192.0.2.1', loads, failures);
      expect(res.json<{ data: HealthAnswer }>().data.rolled_back).toEqual([]);
    }
    const res = await from('192.0.2.2', 1, 1);
    expect(res.json<{ data: HealthAnswer }>().data.rolled_back).toEqual([
      {
        module: 'mf-games',
        version: canary,
        reason: `canary ${canary} failed 4 of 8 loads (50 %), at or over the 50 % limit`,
      },
    ]);
    expect(await entryOf('mf-games')).toMatchObject({ canary: null });
  });

  it('limits the reports per address (HTTP 429)', async () => {
    const one = [{ module: 'mf-games', version: '1.0.0+aaaaaaaaaaaa', loads: 1, failures: 0 }];
    const from = async (ip: string) => (await report(one, { 'x-forwarded-for': ip })).statusCode;
    expect([await from('192.0.2.3'), await from('192.0.2.3'), await from('192.0.2.3')]).toEqual([200, 200, 200]);
    const over: TestResponse = await report(one, { 'x-forwarded-for': '192.0.2.3' });
    expect([over.statusCode, over.json().code]).toEqual([429, 429]);
    expect(await from('192.0.2.4')).toBe(200);
  });
});
