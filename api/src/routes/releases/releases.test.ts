// The release routes over real HTTP and SQLite: registering a release (201, the same again 200,
// another one of that version 409, bad input 400, no token 401, another team's remote 403), the
// list, the live map of a site, promote / canary / rollback (back to the stable before, in turn),
// the record of every change, the compare-and-set (two promotions sent at once with the same
// expected revision make exactly one change), and the site detail naming the stable's manifest.
import type { FastifyInstance } from 'fastify';
import type { LiveEntry, LiveMap, Release, ReleaseChange } from '../../services/releases/index.js';
import { send, startApp, tokenFor, type TestResponse } from '../../test/helpers.js';

jest.setTimeout(60_000);

const GAMES = 'games-team-token-0123456789';
const PROMO = 'promo-team-token-0123456789';
const OPS = 'ops-team-token-01234567890';
const TOKENS = `games:${GAMES}:mf-games+mf-proxy, promo:${PROMO}:mf-promotions, ops:${OPS}:*`;

/** A release.json as scripts/release.mjs writes it. */
function recordOf(remote: string, version: string, extra: Record<string, unknown> = {}) {
  return {
    remote,
    version,
    commit: '3e31015a9c0b7f1e2d4c6a8b0e1f2a3b4c5d6e7f',
    requires: {
      contract: '7.3.0',
      runtime: { '@module-federation/enhanced': '0.21.6' },
      shared: { react: '^19.0.0' },
    },
    provides: {
      federationName: remote.replace('-', '_'),
      exposes: ['./App'],
      routes: [`/${remote}`],
      firstPaint: null,
    },
    files: { 'remoteEntry.js': 'sha384-AAAA', 'mf-manifest.json': 'sha384-BBBB' },
    releasedAt: '2026-12-07T10:00:00.000Z',
    ...extra,
  };
}

const urlOf = (remote: string, version: string) =>
  `https://cdn.croupier.example/releases/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;

function headersOf(json: boolean, token?: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (json) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

describe('releases', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ CROUPIER_RELEASE_TOKENS: TOKENS });
    // The live shell, which the compatibility gate checks every placed release against (gate.test.ts).
    const shell = {
      remote: 'shell',
      version: '0.1.0+5be11a5be11a',
      requires: {},
      provides: {
        contract: { version: '7.5.0', servedMajors: 2 },
        shared: { react: '19.1.0' },
        runtime: { '@module-federation/enhanced': '0.21.6' },
        routes: [],
      },
    };
    const res = await send(app, '/api/releases/shell', {
      method: 'POST',
      body: JSON.stringify({
        version: shell.version,
        manifest_url: 'https://cdn.croupier.example/shell/index.html',
        record: shell,
      }),
      headers: headersOf(true, OPS),
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string | null): Promise<TestResponse> =>
    send(app, path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: headersOf(body !== undefined, token),
    });
  const register = (module: string, version: string, token = OPS, body: Record<string, unknown> = {}) =>
    call(
      'POST',
      `/api/releases/${module}`,
      { version, manifest_url: urlOf(module, version), record: recordOf(module, version), ...body },
      token,
    );
  const liveMap = async (token = OPS) =>
    (await call('GET', '/api/sites/1/releases', undefined, token)).json<{ data: LiveMap }>().data;
  const entryOf = async (module: string) => (await liveMap()).modules.find((m) => m.module === module) ?? null;
  const change = (module: string, body: Record<string, unknown>, token: string | null = OPS) =>
    call('POST', `/api/sites/1/releases/${module}`, { reason: 'test', ...body }, token);
  /** Registers the versions of the module, then answers a change function that keeps the revision. */
  const placing = async (module: string, versions: string[], token = OPS) => {
    for (const version of versions) expect((await register(module, version)).statusCode).toBe(201);
    let revision: number | null = (await entryOf(module))?.revision ?? null;
    return async (body: Record<string, unknown>, status = 200) => {
      const res = await change(module, { expected_revision: revision, ...body }, token);
      expect([res.statusCode, res.json().message]).toEqual([status, status === 200 ? 'success' : expect.any(String)]);
      if (res.statusCode === 200) revision = res.json<{ data: LiveEntry }>().data.revision;
      return res;
    };
  };

  describe('registering', () => {
    it('answers 201 with the release, registered by the token’s team', async () => {
      const res = await register('mf-games', '0.1.0+3529ba74cdf4', GAMES);
      expect(res.statusCode).toBe(201);
      const release = res.json<{ code: number; data: Release }>();
      expect(release.code).toBe(100);
      expect(release.data).toEqual({
        module: 'mf-games',
        version: '0.1.0+3529ba74cdf4',
        manifest_url: urlOf('mf-games', '0.1.0+3529ba74cdf4'),
        record: recordOf('mf-games', '0.1.0+3529ba74cdf4'),
        registered_by: 'games',
        registered_at: expect.any(Number),
      });
    });

    it('answers 200 with the kept release when the very same release comes again, its keys in any order', async () => {
      const record = recordOf('mf-games', '0.1.0+3529ba74cdf4');
      const reordered = Object.fromEntries(Object.entries(record).reverse());
      const res = await register('mf-games', '0.1.0+3529ba74cdf4', OPS, { record: reordered });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Release }>().data).toMatchObject({ registered_by: 'games', record });
    });

    it('refuses with 409 that version with another manifest_url or record: a release never changes', async () => {
      const other = await register('mf-games', '0.1.0+3529ba74cdf4', GAMES, {
        manifest_url: 'https://elsewhere.example/mf-manifest.json',
      });
      expect([other.statusCode, other.json()]).toEqual([
        409,
        {
          code: 409,
          message:
            'mf-games 0.1.0+3529ba74cdf4 is registered already with another manifest_url: a release never changes',
          data: null,
        },
      ]);
      const files = await register('mf-games', '0.1.0+3529ba74cdf4', GAMES, {
        record: recordOf('mf-games', '0.1.0+3529ba74cdf4', { files: { 'remoteEntry.js': 'sha384-CCCC' } }),
      });
      expect([files.statusCode, files.json().message]).toEqual([409, expect.stringContaining('another record')]);
      const [kept] = (await call('GET', '/api/releases/mf-games', undefined, GAMES)).json<{ data: Release[] }>().data;
      expect(kept).toMatchObject({ manifest_url: urlOf('mf-games', '0.1.0+3529ba74cdf4') });
    });

    it.each([
      ['a version without build metadata', { version: '0.1.0' }, /version '0\.1\.0' is not a release version/],
      ['a version that is no semver', { version: '1.2+abc' }, /not a release version/],
      ['an empty build metadata', { version: '0.1.0+' }, /not a release version/],
      ['a manifest_url that is not http(s)', { manifest_url: 'ftp://cdn.example/mf-manifest.json' }, /http\(s\) URL/],
      ['a manifest_url that is a script', { manifest_url: 'javascript:alert(1)' }, /http\(s\) URL/],
      [
        'a record of another version',
        { record: recordOf('mf-games', '0.2.0+aaaa') },
        /record\.version is '0\.2\.0\+aaaa'/,
      ],
      ['a record of another remote', { record: recordOf('mf-auth', '0.9.0+abc') }, /record\.remote is 'mf-auth'/],
      [
        'a record nested too deep',
        { record: { ...recordOf('mf-games', '0.9.0+abc'), deep: [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]] } },
        /deeper/,
      ],
      ['no record', { record: undefined }, /Invalid body/],
    ])('refuses with 400 %s', async (_what, body, message) => {
      const res = await register('mf-games', '0.9.0+abc', GAMES, body);
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, 400, expect.stringMatching(message)]);
    });

    it('refuses with 400 a module that is no remote of the manifest', async () => {
      const res = await register('mf-nope', '0.1.0+abc', OPS);
      expect([res.statusCode, res.json().message]).toEqual([400, "'mf-nope' is no remote of the manifest"]);
    });

    it('refuses with 401 a call without a valid release token, before reading the body', async () => {
      const headers: Record<string, string>[] = [
        {},
        { authorization: GAMES },
        { authorization: 'Bearer not-a-token-of-anyone' },
      ];
      for (const header of headers) {
        const res = await send(app, '/api/releases/mf-games', { body: 'not json', headers: header });
        expect([res.statusCode, res.json().code]).toEqual([401, 401]);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
      // A member's session is no release token.
      const session = await tokenFor(app, 'player01', 'player123');
      expect((await register('mf-games', '0.1.1+abc', session)).statusCode).toBe(401);
    });

    it("refuses with 403 another team's remote", async () => {
      const res = await register('mf-promotions', '0.1.0+abc', GAMES);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { code: 403, message: "team 'games' does not own mf-promotions", data: null },
      ]);
      expect((await register('mf-promotions', '0.1.0+abc', PROMO)).statusCode).toBe(201);
    });

    it('lists the releases of a module newest first, to any team', async () => {
      await register('mf-auth', '1.0.0+aaa');
      await register('mf-auth', '1.1.0-beta.1+bbb');
      await register('mf-auth', '1.1.0+ccc');
      const res = await call('GET', '/api/releases/mf-auth', undefined, PROMO);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Release[] }>().data.map((r) => r.version)).toEqual([
        '1.1.0+ccc',
        '1.1.0-beta.1+bbb',
        '1.0.0+aaa',
      ]);
      const limited = await call('GET', '/api/releases/mf-auth?limit=1', undefined, PROMO);
      expect(limited.json<{ data: Release[] }>().data.map((r) => r.version)).toEqual(['1.1.0+ccc']);
      for (const answer of [res, await call('GET', '/api/sites/1/releases', undefined, PROMO)]) {
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      }
      expect((await call('GET', '/api/releases/mf-auth')).statusCode).toBe(401);
      expect((await call('GET', '/api/releases/mf-nope', undefined, PROMO)).statusCode).toBe(400);
    });
  });

  describe('the live map', () => {
    it('is empty for a site with no release placed; 404 for an unknown site; 401 without a token', async () => {
      expect(await liveMap()).toEqual({ site_id: '1', modules: [], changes: [] });
      const unknown = await call('GET', '/api/sites/nope/releases', undefined, OPS);
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, "site 'nope' not found"]);
      expect((await call('GET', '/api/sites/1/releases')).statusCode).toBe(401);
    });

    it('promotes, tries a canary, promotes it and rolls back, recording every change', async () => {
      const [v1, v2, v3] = ['0.2.0+111111111111', '0.3.0+222222222222', '0.4.0+333333333333'];
      const place = await placing('mf-games', [v1, v2, v3]);

      const first = await place({ action: 'promote', version: v1, reason: 'first release' });
      expect(first.json<{ data: LiveEntry }>().data).toEqual({
        module: 'mf-games',
        stable: v1,
        stable_manifest_url: urlOf('mf-games', v1),
        canary: null,
        canary_manifest_url: null,
        canary_percent: 0,
        revision: 1,
        updated_at: expect.any(Number),
      });
      const canary = await place({ action: 'canary', version: v2, percent: 10, reason: 'try 0.3.0' });
      expect(canary.json<{ data: LiveEntry }>().data).toMatchObject({
        stable: v1,
        canary: v2,
        canary_manifest_url: urlOf('mf-games', v2),
        canary_percent: 10,
        revision: 2,
      });
      await place({ action: 'canary', version: v2, percent: 50, reason: 'more visitors' });
      await place({ action: 'promote', version: v2, reason: 'canary held' });
      expect(await entryOf('mf-games')).toMatchObject({ stable: v2, canary: null, canary_percent: 0, revision: 4 });
      await place({ action: 'canary', version: v3, percent: 5, reason: 'try 0.4.0' });
      // A rollback ends the canary first, and only then goes back to the stable before.
      await place({ action: 'rollback', reason: '0.4.0 errors' });
      expect(await entryOf('mf-games')).toMatchObject({ stable: v2, canary: null, revision: 6 });
      await place({ action: 'rollback', reason: '0.3.0 errors too' });
      expect(await entryOf('mf-games')).toMatchObject({ stable: v1, canary: null, revision: 7 });
      const none = await place({ action: 'rollback', reason: 'again' }, 409);
      expect(none.json().message).toBe(`nothing to roll back to: ${v1} is the first stable of mf-games on site 1`);

      const { changes } = await liveMap(GAMES);
      const games = changes.filter((c) => c.module === 'mf-games').reverse();
      const row = (c: ReleaseChange) => [
        c.action,
        c.from_stable,
        c.to_stable,
        c.from_canary,
        c.to_canary,
        c.canary_percent,
        c.revision,
        c.actor,
        c.reason,
      ];
      expect(games.map(row)).toEqual([
        ['promote', null, v1, null, null, 0, 1, 'ops', 'first release'],
        ['canary', v1, v1, null, v2, 10, 2, 'ops', 'try 0.3.0'],
        ['canary', v1, v1, v2, v2, 50, 3, 'ops', 'more visitors'],
        ['promote', v1, v2, v2, null, 0, 4, 'ops', 'canary held'],
        ['canary', v2, v2, null, v3, 5, 5, 'ops', 'try 0.4.0'],
        ['rollback', v2, v2, v3, null, 0, 6, 'ops', '0.4.0 errors'],
        ['rollback', v2, v1, null, null, 0, 7, 'ops', '0.3.0 errors too'],
      ]);
      expect(changes.map((c) => c.id)).toEqual([...changes.map((c) => c.id)].sort((a, b) => b - a));
    });

    it('rolls back through the earlier stables in turn, undoing one promotion each time', async () => {
      const [a, b, c] = ['1.0.0+aaaaaaaaaaaa', '1.1.0+bbbbbbbbbbbb', '1.2.0+cccccccccccc'];
      const place = await placing('mf-member-center', [a, b, c]);
      for (const version of [a, b, c, b]) await place({ action: 'promote', version });
      const stables: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        await place({ action: 'rollback' });
        stables.push((await entryOf('mf-member-center'))!.stable);
      }
      expect(stables).toEqual([c, b, a]);
      await place({ action: 'rollback' }, 409);
    });

    it('answers 409, writing nothing, when the live map is not at the expected revision', async () => {
      const place = await placing('mf-auth', []);
      await place({ action: 'promote', version: '1.0.0+aaa' });
      const before = await liveMap();
      for (const expected_revision of [null, 2, 99]) {
        const res = await change('mf-auth', { action: 'promote', version: '1.1.0+ccc', expected_revision });
        expect([res.statusCode, res.json()]).toEqual([
          409,
          { code: 409, message: 'conflict: the live map changed (revision 1)', data: null },
        ]);
      }
      expect(await liveMap()).toEqual(before);
      const fresh = await change('mf-promotions', { action: 'promote', version: '0.1.0+abc', expected_revision: 1 });
      expect(fresh.json().message).toBe('conflict: the live map changed (revision none)');
    });

    it('refuses what the action cannot do: 404 for an unregistered version or unknown site, 409 with nothing to do, 400 for bad input', async () => {
      const v = '5.0.0+555555555555';
      const place = await placing('mf-proxy', [v]);
      const canaryFirst = await place({ action: 'canary', version: v, percent: 10 }, 409);
      expect(canaryFirst.json().message).toBe('a canary needs a stable: promote a release of mf-proxy on site 1 first');
      expect((await place({ action: 'rollback' }, 409)).json().message).toBe(
        'nothing to roll back: site 1 has no release of mf-proxy',
      );
      const unregistered = await place({ action: 'promote', version: '5.0.1+nothere' }, 404);
      expect(unregistered.json().message).toBe('mf-proxy 5.0.1+nothere is not a registered release');
      // A release of another remote is not this remote's.
      await place({ action: 'promote', version: '0.2.0+111111111111' }, 404);
      await place({ action: 'promote', version: v });
      expect((await place({ action: 'promote', version: v }, 409)).json().message).toMatch(/^nothing to change/);
      expect((await place({ action: 'canary', version: v, percent: 10 }, 409)).json().message).toMatch(
        /is the stable of mf-proxy already/,
      );
      for (const body of [
        { action: 'canary', version: v, percent: 0 },
        { action: 'canary', version: v, percent: 100 },
        { action: 'canary', version: v },
        { action: 'promote' },
        { action: 'promote', version: v, percent: 5 },
        { action: 'rollback', version: v },
        { action: 'promote', version: v, reason: '' },
        { action: 'promote', version: v, reason: '   ' },
        { action: 'promote', version: v, reason: 'x'.repeat(501) },
        { action: 'deploy', version: v },
        { version: v },
      ])
        await place(body, 400);
      const noRevision = await change('mf-proxy', { action: 'rollback' });
      expect([noRevision.statusCode, noRevision.json().message]).toEqual([
        400,
        expect.stringContaining('expected_revision'),
      ]);
      const site = await call(
        'POST',
        '/api/sites/nope/releases/mf-proxy',
        { action: 'rollback', expected_revision: null, reason: 'x' },
        OPS,
      );
      expect([site.statusCode, site.json().message]).toEqual([404, "site 'nope' not found"]);
      expect((await entryOf('mf-proxy'))?.revision).toBe(1);
    });

    it("refuses with 403 another team's remote and with 401 no token; records the team that changed it", async () => {
      const promo = await change('mf-games', { action: 'rollback', expected_revision: 7 }, PROMO);
      expect([promo.statusCode, promo.json().message]).toEqual([403, "team 'promo' does not own mf-games"]);
      expect((await change('mf-games', { action: 'rollback', expected_revision: 7 }, null)).statusCode).toBe(401);
      const place = await placing('mf-promotions', [], PROMO);
      await place({ action: 'promote', version: '0.1.0+abc', reason: 'promotions go live' });
      const [latest] = (await liveMap(GAMES)).changes;
      expect(latest).toMatchObject({ module: 'mf-promotions', actor: 'promo', reason: 'promotions go live' });
    });
  });

  it('lets exactly one of two promotions sent at once with the same expected revision through', async () => {
    const [a, b, c] = ['2.0.0+aaaaaaaaaaaa', '2.1.0+bbbbbbbbbbbb', '2.2.0+cccccccccccc'];
    await placing('mf-proxy', [a, b, c]);
    const { revision } = (await entryOf('mf-proxy'))!;
    const changesBefore = (await liveMap()).changes.length;
    const sent = await Promise.all(
      [b, c].map((version) =>
        change(
          'mf-proxy',
          { action: 'promote', version, expected_revision: revision, reason: `race ${version}` },
          GAMES,
        ),
      ),
    );
    expect(sent.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = sent.find((res) => res.statusCode === 200)!.json<{ data: LiveEntry }>().data;
    const loser = sent.find((res) => res.statusCode === 409)!.json();
    expect(loser.message).toBe(`conflict: the live map changed (revision ${revision + 1})`);
    // The map adds each entry's health, counted afresh under the new revision.
    expect(await entryOf('mf-proxy')).toEqual({
      ...winner,
      stable_health: { loads: 0, failures: 0 },
      canary_health: null,
    });
    expect(winner.revision).toBe(revision + 1);
    const after = await liveMap();
    expect(after.changes.length).toBe(changesBefore + 1);
    expect(after.changes[0]).toMatchObject({ module: 'mf-proxy', to_stable: winner.stable, revision: revision + 1 });
  });

  it("gives the site detail the stable release's manifest of a placed remote: promote and rollback show on the next load", async () => {
    const detailUrl = async () => {
      const res = await send(app, '/api/arks/web/site/detail', {
        method: 'POST',
        body: JSON.stringify({ site_id: '1' }),
        headers: headersOf(true),
      });
      const modules = res.json<{ data: { modules: { name: string; manifest_url: string }[] } }>().data.modules;
      return modules.find((m) => m.name === 'mf-auth')?.manifest_url;
    };
    const deployed = await detailUrl();
    expect(deployed).toMatch(/^https?:\/\//);
    const place = await placing('mf-auth', ['0.4.0+aaaaaaaaaaaa', '0.5.0+bbbbbbbbbbbb']);
    // Registering alone changes nothing a site loads.
    expect(await detailUrl()).toBe(deployed);
    await place({ action: 'promote', version: '0.4.0+aaaaaaaaaaaa' });
    expect(await detailUrl()).toBe(urlOf('mf-auth', '0.4.0+aaaaaaaaaaaa'));
    // A canary is a share of the visitors: the stable stays what the detail names.
    await place({ action: 'canary', version: '0.5.0+bbbbbbbbbbbb', percent: 10 });
    expect(await detailUrl()).toBe(urlOf('mf-auth', '0.4.0+aaaaaaaaaaaa'));
    await place({ action: 'promote', version: '0.5.0+bbbbbbbbbbbb' });
    expect(await detailUrl()).toBe(urlOf('mf-auth', '0.5.0+bbbbbbbbbbbb'));
    await place({ action: 'rollback' });
    expect(await detailUrl()).toBe(urlOf('mf-auth', '0.4.0+aaaaaaaaaaaa'));
  });

  it('gives a canary to the visitors whose bucket is below its share, the same one on every load', async () => {
    const detailOf = async (bucket?: number) => {
      const res = await send(app, '/api/arks/web/site/detail', {
        method: 'POST',
        body: JSON.stringify({ site_id: '1', ...(bucket === undefined ? {} : { bucket }) }),
        headers: headersOf(true),
      });
      expect(res.statusCode).toBe(200);
      const modules = res.json<{ data: { modules: { name: string; manifest_url: string; release?: unknown }[] } }>()
        .data.modules;
      const found = modules.find((m) => m.name === 'mf-promotions');
      return { url: found?.manifest_url, release: found?.release };
    };
    const [stable, canary] = ['0.6.0+cccccccccccc', '0.7.0+dddddddddddd'];
    const place = await placing('mf-promotions', [stable, canary]);
    await place({ action: 'promote', version: stable });
    await place({ action: 'canary', version: canary, percent: 30 });
    const onStable = { url: urlOf('mf-promotions', stable), release: { version: stable, channel: 'stable' } };
    const onCanary = { url: urlOf('mf-promotions', canary), release: { version: canary, channel: 'canary' } };
    expect(await detailOf(0)).toEqual(onCanary);
    expect(await detailOf(29)).toEqual(onCanary);
    expect(await detailOf(29)).toEqual(onCanary);
    expect(await detailOf(30)).toEqual(onStable);
    expect(await detailOf(99)).toEqual(onStable);
    // A visitor who says no bucket gets the stable.
    expect(await detailOf()).toEqual(onStable);
    await place({ action: 'rollback' });
    expect(await detailOf(0)).toEqual(onStable);
  });

  it.each([[-1], [100], [1.5], ['seven']])('refuses a bucket of %p with 400', async (bucket) => {
    const res = await send(app, '/api/arks/web/site/detail', {
      method: 'POST',
      body: JSON.stringify({ site_id: '1', bucket }),
      headers: headersOf(true),
    });
    expect(res.statusCode).toBe(400);
  });
});
