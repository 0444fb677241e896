// Releases from the console: an operator with releases.change places what the teams registered,
// through the same gate and live map as the release tokens, recorded under its own name and in
// the audit log; other roles read nothing or change nothing.
import type { FastifyInstance } from 'fastify';
import type { LiveMap } from '../../../services/releases/index.js';
import { send, startApp } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession } from '../../../test/operator.js';

jest.setTimeout(60_000);

const OPS = 'ops-team-token-01234567890';
const SHELL = {
  remote: 'shell',
  version: '1.0.0+aaaaaaaaaaaa',
  requires: {},
  provides: {
    contract: { version: '7.5.0', servedMajors: 2 },
    shared: { react: '19.3.1' },
    runtime: { '@module-federation/enhanced': '2.9.2' },
    routes: ['/'],
  },
  files: {},
};
const promotions = (version: string) => ({
  remote: 'mf-promotions',
  version,
  requires: { contract: '7.4.0', shared: { react: '^19.0.0' }, runtime: { '@module-federation/enhanced': '2.9.2' } },
  provides: { federationName: 'mf_promotions', exposes: ['./app'], routes: ['/discount'], firstPaint: null },
  files: {},
});

describe('releases in the console', () => {
  let app: FastifyInstance;
  let manager: OperatorSession;
  beforeAll(async () => {
    app = await startApp({ CROUPIER_RELEASE_TOKENS: `ops:${OPS}:*` });
    for (const record of [SHELL, promotions('0.1.0+bbbbbbbbbbbb'), promotions('0.2.0+cccccccccccc')]) {
      const res = await send(app, `/api/releases/${record.remote}`, {
        headers: { authorization: `Bearer ${OPS}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          version: record.version,
          manifest_url: `https://cdn.example/${record.remote}/${record.version}/mf-manifest.json`,
          record,
        }),
      });
      expect(res.statusCode).toBe(201);
    }
    manager = await operatorWithRoles(app, await signInOperator(app), 'releaser', ['release_manager']);
  });
  afterAll(() => app.close());

  const liveMap = async () => (await manager.call('/sites/1/releases')).json<{ data: LiveMap }>().data;

  it('lists the registered releases and promotes one, recorded as the operator and audited', async () => {
    const list = await manager.call('/releases/mf-promotions');
    expect(list.json().data.map((r: { version: string }) => r.version)).toEqual([
      '0.2.0+cccccccccccc',
      '0.1.0+bbbbbbbbbbbb',
    ]);
    const promoted = await manager.call('/sites/1/releases/mf-promotions', {
      action: 'promote',
      version: '0.1.0+bbbbbbbbbbbb',
      expected_revision: null,
      reason: 'first release',
    });
    expect(promoted.statusCode).toBe(200);
    const map = await liveMap();
    expect(map.modules[0]).toMatchObject({ module: 'mf-promotions', stable: '0.1.0+bbbbbbbbbbbb', revision: 1 });
    expect(map.changes[0]).toMatchObject({ actor: 'operator:releaser', reason: 'first release' });

    const owner = await signInOperator(app);
    const audit = (await owner.call('/audit?action=release.promote')).json().data.items;
    expect(audit).toEqual([
      expect.objectContaining({
        operator_account: 'releaser',
        site_id: '1',
        target: 'mf-promotions',
        before: null,
        after: { stable: '0.1.0+bbbbbbbbbbbb', canary: null, canary_percent: 0, revision: 1, reason: 'first release' },
      }),
    ]);
  });

  it('canaries and rolls back with a reason; a stale revision changes nothing and writes no entry', async () => {
    const canary = await manager.call('/sites/1/releases/mf-promotions', {
      action: 'canary',
      version: '0.2.0+cccccccccccc',
      percent: 10,
      expected_revision: 1,
      reason: 'try 0.2',
    });
    expect(canary.statusCode).toBe(200);
    const stale = await manager.call('/sites/1/releases/mf-promotions', {
      action: 'rollback',
      expected_revision: 1,
      reason: 'late',
    });
    expect(stale.statusCode).toBe(409);
    const back = await manager.call('/sites/1/releases/mf-promotions', {
      action: 'rollback',
      expected_revision: 2,
      reason: 'errors in checkout',
    });
    expect(back.statusCode).toBe(200);
    expect((await liveMap()).modules[0]).toMatchObject({ canary: null, revision: 3 });
    const owner = await signInOperator(app);
    const actions = (await owner.call('/audit?operator=releaser'))
      .json()
      .data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['release.rollback', 'release.canary', 'release.promote']);
  });

  it('gives an override link for one browser', async () => {
    const link = await manager.call('/sites/1/releases/mf-promotions/override', {
      version: '0.2.0+cccccccccccc',
      minutes: 5,
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().data.query).toMatch(/=/);
  });

  it('refuses other roles: a cashier reads no live map and a content editor places nothing', async () => {
    const owner = await signInOperator(app);
    const cashier = await operatorWithRoles(app, owner, 'cashier9', ['cashier']);
    expect((await cashier.call('/sites/1/releases')).statusCode).toBe(403);
    const editor = await operatorWithRoles(app, owner, 'editor9', ['content_editor']);
    const refused = await editor.call('/sites/1/releases/mf-promotions', {
      action: 'rollback',
      expected_revision: 3,
      reason: 'not mine',
    });
    expect(refused.statusCode).toBe(403);
    expect((await send(app, '/api/operator/sites/1/releases', { method: 'GET' })).statusCode).toBe(401);
  });
});
