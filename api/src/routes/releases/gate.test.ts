// The compatibility gate over real HTTP and SQLite: a remote's release goes live on a site only
// when the live shell (the shell release registered last) can serve it next to the site's other
// live remotes, and a shell release is registered only when it can serve everything live. A
// refusal says why and changes nothing.
import type { FastifyInstance } from 'fastify';
import type { LiveMap } from '../../services/releases/index.js';
import { send, startApp } from '../../test/helpers.js';

jest.setTimeout(60_000);

const OPS = 'ops-team-token-01234567890';

const SHELL_OFFER = {
  contract: { version: '7.5.0', servedMajors: 2 },
  shared: { react: '18.3.1', zustand: '5.0.8' },
  runtime: { '@module-federation/enhanced': '0.21.6' },
  routes: ['/'],
};

function shellRecord(version: string, provides: Record<string, unknown> = SHELL_OFFER) {
  return { remote: 'shell', version, requires: {}, provides, files: {} };
}

function remoteRecord(
  remote: string,
  version: string,
  requires: Record<string, unknown> = {},
  routes = [`/${remote}`],
) {
  return {
    remote,
    version,
    requires: {
      contract: '7.4.0',
      shared: { react: '^18.3.1' },
      runtime: { '@module-federation/enhanced': '0.21.6' },
      ...requires,
    },
    provides: { federationName: remote.replace('-', '_'), exposes: ['./app'], routes, firstPaint: null },
    files: {},
  };
}

describe('the compatibility gate', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ CROUPIER_RELEASE_TOKENS: `ops:${OPS}:*` });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    send(app, path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: {
        authorization: `Bearer ${OPS}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
  const register = (record: { remote: string; version: string }) =>
    call('POST', `/api/releases/${record.remote}`, {
      version: record.version,
      manifest_url: `https://cdn.example/releases/${record.remote}/${record.version}/mf-manifest.json`,
      record,
    });
  const liveMap = async () => (await call('GET', '/api/sites/1/releases')).json<{ data: LiveMap }>().data;
  const change = async (module: string, body: Record<string, unknown>) => {
    const revision = (await liveMap()).modules.find((m) => m.module === module)?.revision ?? null;
    return call('POST', `/api/sites/1/releases/${module}`, { expected_revision: revision, reason: 'test', ...body });
  };
  const refusal = (res: { statusCode: number; json(): { message: string } }) => [res.statusCode, res.json().message];

  it('lets no remote go live while no shell release says what the live shell provides', async () => {
    expect((await register(remoteRecord('mf-promotions', '0.1.0+aaaaaaaaaaaa'))).statusCode).toBe(201);
    const res = await change('mf-promotions', { action: 'promote', version: '0.1.0+aaaaaaaaaaaa' });
    expect(refusal(res)).toEqual([409, expect.stringMatching(/no shell release is registered/)]);
    expect((await liveMap()).modules).toEqual([]);
  });

  it('lets a remote the live shell serves go live', async () => {
    expect((await register(shellRecord('0.1.0+111111111111'))).statusCode).toBe(201);
    const res = await change('mf-promotions', { action: 'promote', version: '0.1.0+aaaaaaaaaaaa' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'a contract major outside the window',
      { contract: '5.2.0' },
      'it was built against contract 5.2.0; the live shell 0.1.0+111111111111 provides 7.5.0 and serves majors 7, 6',
    ],
    [
      'a singleton range the shell does not meet',
      { shared: { react: '^19.0.0' } },
      'needs the singleton react ^19.0.0',
    ],
    [
      'a runtime the shell does not have',
      { runtime: { '@module-federation/enhanced': '0.30.0' } },
      'the live shell runs 0.21.6',
    ],
  ])('refuses to promote or canary a release with %s, and changes nothing', async (_, requires, reason) => {
    const version = `0.2.${Object.keys(requires)[0]!.length}+bbbbbbbbbbbb`;
    expect((await register(remoteRecord('mf-promotions', version, requires))).statusCode).toBe(201);
    const before = await liveMap();
    for (const body of [
      { action: 'promote', version },
      { action: 'canary', version, percent: 50 },
    ]) {
      const res = await change('mf-promotions', body);
      expect(refusal(res)).toEqual([409, expect.stringContaining(reason)]);
      expect(res.json().message).toMatch(
        /^mf-promotions 0\.2\.\d\+bbbbbbbbbbbb cannot go live on site 1: .* Nothing changed\.$/,
      );
    }
    expect(await liveMap()).toEqual(before);
  });

  it("refuses a route another live remote answers, and the shell's own", async () => {
    const version = '0.3.0+cccccccccccc';
    expect((await register(remoteRecord('mf-games', version, {}, ['/mf-promotions', '/']))).statusCode).toBe(201);
    const res = await change('mf-games', { action: 'promote', version });
    expect(refusal(res)).toEqual([
      409,
      'mf-games 0.3.0+cccccccccccc cannot go live on site 1: it answers the route /mf-promotions, which mf-promotions 0.1.0+aaaaaaaaaaaa answers already; it answers the route /, which the shell 0.1.0+111111111111 answers already. Nothing changed.',
    ]);
  });

  it('never holds up a rollback', async () => {
    expect((await register(remoteRecord('mf-promotions', '0.4.0+dddddddddddd'))).statusCode).toBe(201);
    expect((await change('mf-promotions', { action: 'promote', version: '0.4.0+dddddddddddd' })).statusCode).toBe(200);
    // A shell that would not serve the rolled-back-to release is registered meanwhile? It cannot be:
    // the gate refuses it below. The rollback goes back to the stable before, unchecked.
    const res = await change('mf-promotions', { action: 'rollback' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { stable: string } }>().data.stable).toBe('0.1.0+aaaaaaaaaaaa');
  });

  it('refuses a shell release that cannot serve a live remote, naming it, and keeps the live shell', async () => {
    const res = await register(
      shellRecord('0.2.0+222222222222', { ...SHELL_OFFER, contract: { version: '9.0.0', servedMajors: 2 } }),
    );
    expect(refusal(res)).toEqual([
      409,
      'shell 0.2.0+222222222222 cannot serve what is live: mf-promotions 0.1.0+aaaaaaaaaaaa on site 1 was built against contract 7.4.0; the live shell 0.2.0+222222222222 provides 9.0.0 and serves majors 9, 8 (a minor no newer than its own). Nothing changed.',
    ]);
    const shells = (await call('GET', '/api/releases/shell')).json<{ data: { version: string }[] }>().data;
    expect(shells.map((s) => s.version)).toEqual(['0.1.0+111111111111']);
    // The live shell is still the first: a compatible remote still goes live.
    expect((await change('mf-promotions', { action: 'promote', version: '0.4.0+dddddddddddd' })).statusCode).toBe(200);
  });

  it('refuses a shell release whose release.json does not say what it provides', async () => {
    const res = await register(shellRecord('0.3.0+333333333333', { contract: { version: '7.5.0' } }));
    expect(refusal(res)).toEqual([409, expect.stringMatching(/does not say what it provides/)]);
  });
});
