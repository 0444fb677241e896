// Sites and modules in the console, the audit log it writes, and the scope of an operator's sites.
import type { FastifyInstance } from 'fastify';
import type { SiteDetail } from '@croupier/shared/contracts';
import { send, startApp } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, addSecondSite } from '../../../test/operator.js';

const json = { 'content-type': 'application/json' };

describe('sites and modules in the console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
    // A second brand, which an operator of brand 1 must not see.
    addSecondSite(app);
  });
  afterAll(() => app.close());

  const enabledModules = async () => {
    const res = await send(app, '/api/arks/web/site/detail', { headers: json, body: JSON.stringify({ site_id: '1' }) });
    return res
      .json<{ data: SiteDetail }>()
      .data.modules.filter((m) => m.enabled)
      .map((m) => m.name);
  };

  it('switches a module off and on for the site detail the next page load reads, audited both ways', async () => {
    const owner = await signInOperator(app);
    expect(await enabledModules()).toContain('mf-promotions');
    const off = await owner.call('/sites/1/modules/mf-promotions', { enabled: false });
    expect(off.json().data).toEqual({ name: 'mf-promotions', enabled: false });
    expect(await enabledModules()).not.toContain('mf-promotions');
    await owner.call('/sites/1/modules/mf-promotions', { enabled: true });
    expect(await enabledModules()).toContain('mf-promotions');

    const entries = (await owner.call('/audit?site_id=1&action=site.module')).json().data.items;
    expect(entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ enabled: false }, { enabled: true }],
      [{ enabled: true }, { enabled: false }],
    ]);
    expect(entries[0]).toMatchObject({ operator_account: 'owner', target: 'mf-promotions', address: '127.0.0.1' });
  });

  it('answers 400 for no remote and 404 for a module the site lacks, writing nothing', async () => {
    const owner = await signInOperator(app);
    expect((await owner.call('/sites/1/modules/not-a-remote', { enabled: true })).statusCode).toBe(400);
    expect((await owner.call('/sites/2/modules/mf-games', { enabled: true })).statusCode).toBe(404);
    expect((await owner.call('/sites/1/modules/mf-games', { enabled: 'yes please' })).statusCode).toBe(400);
  });

  it('shows an operator of site 1 nothing of site 2: not in lists, 403 on its routes', async () => {
    const owner = await signInOperator(app);
    await owner.call('/sites/2/modules/mf-games', { enabled: true }).catch(() => undefined);
    const manager = await operatorWithRoles(app, owner, 'brand1-releases', ['release_manager']);
    const sites = (await manager.call('/sites')).json().data.items.map((s: { site_id: string }) => s.site_id);
    expect(sites).toEqual(['1']);
    expect((await manager.call('/sites/2/modules/mf-games', { enabled: false })).statusCode).toBe(403);
    expect((await owner.call('/sites')).json().data.items.map((s: { site_id: string }) => s.site_id)).toEqual([
      '1',
      '2',
    ]);
  });

  it('refuses a module switch to roles without sites.modules', async () => {
    const owner = await signInOperator(app);
    const cashier = await operatorWithRoles(app, owner, 'cashier-sites', ['cashier']);
    expect((await cashier.call('/sites/1/modules/mf-games', { enabled: false })).statusCode).toBe(403);
    expect((await cashier.call('/audit')).statusCode).toBe(403);
    expect(await enabledModules()).toContain('mf-games');
  });

  it('keeps the audit log append-only, whatever runs the statement', () => {
    const db = app.services.db;
    expect(() => db.prepare("UPDATE audit_log SET action = 'x'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
  });

  it('lets an owner create operators only within its own sites', async () => {
    const owner = await signInOperator(app);
    const taken = await owner.call('/operators', {
      account: 'owner',
      display_name: 'x',
      password: 'long-enough-password',
      roles: ['support'],
      all_sites: false,
      site_ids: ['1'],
    });
    expect(taken.statusCode).toBe(409);
    const brandOwner = await operatorWithRoles(app, owner, 'brand1-owner', ['owner']);
    const wider = await brandOwner.call('/operators', {
      account: 'sneaky',
      display_name: 'x',
      password: 'long-enough-password',
      roles: ['owner'],
      all_sites: false,
      site_ids: ['2'],
    });
    expect(wider.statusCode).toBe(403);
    const everywhere = await brandOwner.call('/operators', {
      account: 'sneaky2',
      display_name: 'x',
      password: 'long-enough-password',
      roles: ['owner'],
      all_sites: true,
      site_ids: [],
    });
    expect(everywhere.statusCode).toBe(403);
    const names = (await brandOwner.call('/operators')).json().data.items.map((o: { account: string }) => o.account);
    expect(names).not.toContain('owner');
  });
});
