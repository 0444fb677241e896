import type { FastifyInstance } from 'fastify';
import { post, send, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

const PATH = '/api/arks/web/check-agent-domain';

describe('POST /api/arks/web/check-agent-domain', () => {
  let app: FastifyInstance;
  let agentId: number;
  beforeAll(async () => {
    app = await startApp();
    agentId = (
      app.services.db.prepare("SELECT id FROM members WHERE member_account = 'agent01'").get() as { id: number }
    ).id;
  });
  afterAll(() => app.close());

  it('binds the seeded agent-a.localhost to agent01 with INR, whatever the port or case', async () => {
    for (const host of [
      'agent-a.localhost',
      'agent-a.localhost:3100',
      'Agent-A.LocalHost:3000',
      'agent-a.localhost.',
    ]) {
      const res = await post(app, PATH, { host, site_id: '1' });
      expect([host, res.statusCode, res.json()]).toEqual([
        host,
        200,
        { code: 100, message: 'success', data: { is_valid: true, currency: 'INR', agent_id: agentId } },
      ]);
    }
  });

  it('answers is_valid false for an unknown host or another site', async () => {
    for (const [host, site_id] of [
      ['localhost:3000', '1'],
      ['agent-b.localhost', '1'],
      ['agent-a.localhost', '2'],
    ]) {
      const res = await post(app, PATH, { host, site_id });
      expect(res.json()).toEqual({
        code: 100,
        message: 'success',
        data: { is_valid: false, currency: null, agent_id: null },
      });
    }
  });

  it('stops forcing once the domain is disabled or its agent is no longer active', async () => {
    const db = app.services.db;
    db.prepare("UPDATE agent_domains SET enabled = 0 WHERE host = 'agent-a.localhost'").run();
    expect((await post(app, PATH, { host: 'agent-a.localhost', site_id: '1' })).json().data.is_valid).toBe(false);
    db.prepare("UPDATE agent_domains SET enabled = 1 WHERE host = 'agent-a.localhost'").run();
    db.prepare('UPDATE members SET agent_active = 0 WHERE id = ?').run(agentId);
    expect((await post(app, PATH, { host: 'agent-a.localhost', site_id: '1' })).json().data.is_valid).toBe(false);
    db.prepare('UPDATE members SET agent_active = 1 WHERE id = ?').run(agentId);
    expect((await post(app, PATH, { host: 'agent-a.localhost', site_id: '1' })).json().data.is_valid).toBe(true);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no site_id', { host: 'agent-a.localhost' }],
    ['no host', { site_id: '1' }],
    ['an empty host', { host: '', site_id: '1' }],
    ['a host that is an object', { host: { name: 'agent-a.localhost' }, site_id: '1' }],
    ['a site_id that is null', { host: 'agent-a.localhost', site_id: null }],
    ['an over-long host', { host: `${'a'.repeat(300)}.localhost`, site_id: '1' }],
  ])('refuses %s with a 400 JSON error', async (_what, payload) => {
    const res = await post(app, PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('refuses a body that is not JSON with a 400, never a 500', async () => {
    const res = await send(app, PATH, { body: '{"host": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('is seeded idempotently: a second start adds no duplicate', () => {
    const { n } = app.services.db
      .prepare("SELECT COUNT(*) AS n FROM agent_domains WHERE host = 'agent-a.localhost'")
      .get() as { n: number };
    expect(n).toBe(1);
  });
});
