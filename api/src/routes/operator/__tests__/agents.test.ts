// The console's agent programme over real HTTP and SQLite: applications (pending first, as the
// applicants typed them), a decision with its reason and profile.updated, plans, agent domains,
// who may do what on which site, the audit entries, and hostile bodies. (Settling a month:
// agent-centre/settlements.test.ts.)
import { signInOperator, operatorWithRoles, type OperatorSession, addSecondSite } from '../../../test/operator.js';
import { post, serverErrorsOf } from '../../../test/helpers.js';
import { callAs, heard, idOf, sessions, withAgentApp } from '../../agent/__tests__/fixtures.js';

jest.setTimeout(120_000);

const APPLY = '/api/member/apply_for_agent';
const HOSTILE_MESSAGE = '<img src=x onerror=alert(1)>"\'</textarea><script>alert(2)</script>';

describe('the console’s agent programme', () => {
  const m = withAgentApp();
  const as = sessions(m);
  let owner: OperatorSession;
  beforeAll(async () => {
    addSecondSite(m.app, { CURRENCY: 'USD' });
    owner = await signInOperator(m.app);
  });

  const applications = (query = '', who = owner) => who.call(`/sites/1/agents/applications${query}`);
  const decide = (id: number, approve: boolean, who = owner, reason = 'called the applicant back') =>
    who.call(`/sites/1/agents/applications/${id}/decision`, { approve, reason });

  it('lists applications pending first with what the applicant typed, unchanged, as JSON text', async () => {
    const filed = (
      await callAs(m, as, 'friend02', APPLY, {
        contact_name: 'Frank <b>Second</b>',
        contact_phone: '+14155550111',
        contact_email: 'frank@example.com',
        message: HOSTILE_MESSAGE,
        agree: 1,
      })
    ).json();
    expect(filed.code).toBe(100);
    const res = await applications();
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    // The string travels as JSON text: escaped quotes, nothing rewritten or stripped.
    expect(res.body).toContain(JSON.stringify(HOSTILE_MESSAGE));
    const page = res.json().data as { items: { id: number; status: string; member_account: string }[]; total: number };
    const statuses = page.items.map((a) => a.status);
    expect(statuses.slice(0, statuses.lastIndexOf('pending') + 1).every((s) => s === 'pending')).toBe(true);
    expect(page.items.find((a) => a.id === filed.data.id)).toEqual({
      id: filed.data.id,
      member_id: idOf(m.app, 'friend02'),
      member_account: 'friend02',
      status: 'pending',
      contact_name: 'Frank <b>Second</b>',
      contact_phone: '+14155550111',
      contact_email: 'frank@example.com',
      message: HOSTILE_MESSAGE,
      created_at: expect.any(Number),
      decided_at: null,
    });
    const seeded = (await applications('?member_account=APPLICANT01')).json().data;
    expect(seeded).toMatchObject({ total: 1, items: [{ member_account: 'applicant01', status: 'pending' }] });
    expect((await applications('?status=approved&limit=1')).json().data.items).toEqual([]);
    // Another site has none of them.
    expect((await owner.call('/sites/2/agents/applications')).json().data).toEqual({ items: [], total: 0 });
  });

  it('decides with a reason: approval makes an active agent live and is audited; a second decision is 409', async () => {
    const id = (await applications('?member_account=friend02&status=pending')).json().data.items[0].id as number;
    const friend02 = idOf(m.app, 'friend02');
    expect((await decide(id, true, owner, '   ')).statusCode).toBe(400);
    const res = await decide(id, true);
    expect(res.json()).toMatchObject({ code: 100, data: { id, status: 'approved', decided_at: expect.any(Number) } });
    await heard(m.recorder, friend02, 'profile.updated');
    const again = await decide(id, false);
    expect([again.statusCode, again.json().code]).toEqual([409, 409]);
    expect((await decide(999_999, true)).statusCode).toBe(404);
    // Site 2 does not hold it.
    expect(
      (await owner.call(`/sites/2/agents/applications/${id}/decision`, { approve: true, reason: 'x' })).statusCode,
    ).toBe(404);
    const entry = (await owner.call('/audit?action=agent.application')).json().data.items[0];
    expect(entry).toMatchObject({
      site_id: '1',
      target: 'friend02',
      before: { application_id: id, status: 'pending' },
      after: { application_id: id, status: 'approved', reason: 'called the applicant back' },
    });
  });

  it('reads and saves a currency’s plan (tiers replaced), refusing what the plan could not hold', async () => {
    const plans = (await owner.call('/sites/1/agents/plans')).json().data.items as { currency: string }[];
    expect(plans.map((p) => p.currency)).toEqual(expect.arrayContaining(['USD', 'INR']));
    const before = plans.find((p) => p.currency === 'USD');
    const plan = {
      active_min_valid_bet: '50',
      transfer_min: '5.00',
      transfer_max: '900.50',
      tiers: [
        { tier: 2, min_net_revenue: '1000', min_active_members: 5, rate: '30' },
        { tier: 1, min_net_revenue: '0', min_active_members: 1, rate: '12.5' },
      ],
    };
    const saved = await owner.call('/sites/1/agents/plans/USD', plan);
    expect(saved.json().data).toEqual({
      currency: 'USD',
      active_min_valid_bet: '50.00',
      transfer_min: '5.00',
      transfer_max: '900.50',
      tiers: [
        { tier: 1, min_net_revenue: '0.00', min_active_members: 1, rate: '12.50' },
        { tier: 2, min_net_revenue: '1000.00', min_active_members: 5, rate: '30.00' },
      ],
    });
    // The members' Plan page reads it.
    const page = (await post(m.app, '/api/arks/web/agent/plan', { site_id: '1', currency: 'USD' })).json().data;
    expect(page.tiers.map((t: { rate: string }) => t.rate)).toEqual(['12.50', '30.00']);
    const entry = (await owner.call('/audit?action=agent.plan')).json().data.items[0];
    expect(entry).toMatchObject({ site_id: '1', target: 'USD', before, after: saved.json().data });
    for (const bad of [
      { ...plan, transfer_min: '0' },
      { ...plan, transfer_max: '1.00' },
      { ...plan, tiers: [plan.tiers[0], plan.tiers[0]] },
      { ...plan, tiers: [{ ...plan.tiers[0], rate: '100.01' }] },
      { ...plan, tiers: [] },
      { ...plan, active_min_valid_bet: '-1' },
    ]) {
      const res = await owner.call('/sites/1/agents/plans/USD', bad);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    expect((await owner.call('/sites/1/agents/plans/EUR', plan)).statusCode).toBe(400);
    expect((await owner.call('/sites/1/agents/plans/usd', plan)).statusCode).toBe(400);
    expect(
      (await owner.call('/sites/1/agents/plans'))
        .json()
        .data.items.find((p: { currency: string }) => p.currency === 'USD'),
    ).toEqual(saved.json().data);
  });

  it('adds and removes agent domains: the registration entry follows, each change audited', async () => {
    const check = async (host: string) =>
      (await post(m.app, '/api/arks/web/check-agent-domain', { site_id: '1', host })).json().data;
    const listed = (await owner.call('/sites/1/agents/domains')).json().data.items;
    expect(listed).toEqual([
      expect.objectContaining({ host: 'agent-a.localhost', agent_account: 'agent01', currency: 'INR', enabled: true }),
    ]);
    const add = (body: unknown) => owner.call('/sites/1/agents/domains', body);
    const added = await add({ host: 'Promo.Example.COM:8443', agent_account: 'subagent01', currency: 'USD' });
    expect(added.json().data).toEqual({
      host: 'promo.example.com',
      agent_id: idOf(m.app, 'subagent01'),
      agent_account: 'subagent01',
      currency: 'USD',
      enabled: true,
      created_at: expect.any(Number),
    });
    expect(await check('promo.example.com')).toEqual({
      is_valid: true,
      currency: 'USD',
      agent_id: idOf(m.app, 'subagent01'),
    });
    expect((await add({ host: 'promo.example.com', agent_account: 'agent01', currency: 'USD' })).statusCode).toBe(409);
    expect((await add({ host: 'x.example.com', agent_account: 'player01', currency: 'USD' })).statusCode).toBe(409);
    expect((await add({ host: 'x.example.com', agent_account: 'nobody-here', currency: 'USD' })).statusCode).toBe(404);
    expect((await add({ host: 'x.example.com', agent_account: 'agent01', currency: 'EUR' })).statusCode).toBe(400);
    for (const host of ['', 'bad host', 'a/b', '-x.com', 'x..com', `${'a'.repeat(64)}.com`, 'ex"ample.com', 'é.com'])
      expect((await add({ host, agent_account: 'agent01', currency: 'USD' })).statusCode).toBe(400);

    const removed = await owner.call('/sites/1/agents/domains/PROMO.example.com', undefined, { method: 'DELETE' });
    expect(removed.json().data).toMatchObject({ host: 'promo.example.com', agent_account: 'subagent01' });
    expect((await check('promo.example.com')).is_valid).toBe(false);
    expect(
      (await owner.call('/sites/1/agents/domains/promo.example.com', undefined, { method: 'DELETE' })).statusCode,
    ).toBe(404);
    const entries = (await owner.call('/audit?site_id=1'))
      .json()
      .data.items.filter((e: { action: string }) => e.action.startsWith('agent.domain.'));
    expect(
      entries
        .slice(0, 2)
        .map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
    ).toEqual([
      ['agent.domain.remove', added.json().data, null],
      ['agent.domain.add', null, added.json().data],
    ]);
  });

  it('asks agents.read to read, agents.decide to decide, agents.settle to settle, and a site of the operator’s', async () => {
    const anonymous = await post(m.app, '/api/operator/sites/1/agents/applications/1/decision', {
      approve: true,
      reason: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await owner.call(
      '/sites/1/agents/domains',
      { host: 'y.example.com', agent_account: 'agent01', currency: 'USD' },
      {
        headers: { 'x-csrf-token': 'wrong' },
      },
    );
    expect(noCsrf.statusCode).toBe(403);
    const editor = await operatorWithRoles(m.app, owner, 'agents-editor', ['content_editor']);
    const support = await operatorWithRoles(m.app, owner, 'agents-support', ['support']);
    const cashier = await operatorWithRoles(m.app, owner, 'agents-cashier', ['cashier']);
    const elsewhere = await operatorWithRoles(m.app, owner, 'agents-site2', ['owner'], {
      all_sites: false,
      site_ids: ['2'],
    });
    const pending = (await applications('?member_account=applicant01')).json().data.items[0].id as number;
    const settle = (who: OperatorSession) =>
      who.call('/sites/1/agents/settlements', { agent_account: 'agent01', period: '1999-01' });

    expect((await applications('', editor)).statusCode).toBe(403);
    expect((await decide(pending, false, editor)).statusCode).toBe(403);
    expect((await editor.call('/sites/1/agents/domains')).statusCode).toBe(403);
    expect((await settle(support)).statusCode).toBe(403);
    expect((await applications('', support)).statusCode).toBe(200);
    expect((await support.call('/sites/1/agents/settlements?agent_account=agent01')).statusCode).toBe(200);
    expect((await decide(pending, false, cashier)).statusCode).toBe(403);
    expect((await cashier.call('/sites/1/agents/plans/USD', {})).statusCode).toBe(403);
    // The cashier may settle: this month is before agent01's first, so 400, not 403.
    expect((await settle(cashier)).statusCode).toBe(400);
    for (const res of [
      await applications('', elsewhere),
      await decide(pending, false, elsewhere),
      await elsewhere.call('/sites/1/agents/plans'),
      await elsewhere.call('/sites/1/agents/domains/agent-a.localhost', undefined, { method: 'DELETE' }),
      await settle(elsewhere),
    ])
      expect([res.statusCode, res.json().message]).toEqual([403, "site '1' is not one of yours"]);
    expect((await elsewhere.call('/sites/2/agents/applications')).statusCode).toBe(200);
    // Nothing was decided.
    expect((await applications('?member_account=applicant01')).json().data.items[0].status).toBe('pending');
  });

  it('lists an agent’s periods for the desk', async () => {
    const list = (await owner.call('/sites/1/agents/settlements?agent_account=agent01&count=2')).json().data;
    expect(list.list).toHaveLength(2);
    expect(list.total_count).toBeGreaterThanOrEqual(3);
    expect((await owner.call('/sites/1/agents/settlements?agent_account=player01')).statusCode).toBe(409);
    expect((await owner.call('/sites/1/agents/settlements?agent_account=nobody-here')).statusCode).toBe(404);
    expect((await owner.call('/sites/1/agents/settlements')).statusCode).toBe(400);
  });

  it('answers hostile bodies with a 4xx, never a 500, and changes nothing', async () => {
    const audited = () => m.app.services.db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get();
    const before = audited();
    const routes = [
      '/api/operator/sites/1/agents/applications/1/decision',
      '/api/operator/sites/1/agents/plans/USD',
      '/api/operator/sites/1/agents/domains',
      '/api/operator/sites/1/agents/settlements',
    ];
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"approve":"yes","reason":1}',
      '{"approve":true,"reason":{"$ne":""}}',
      `{"approve":true,"reason":"${'x'.repeat(5000)}"}`,
      '{"active_min_valid_bet":1e308,"transfer_min":"1","transfer_max":"1","tiers":[{}]}',
      '{"active_min_valid_bet":"1","transfer_min":"1","transfer_max":"1","tiers":[{"tier":1e9,"min_net_revenue":"1","min_active_members":-1,"rate":"1"}]}',
      '{"host":{"$ne":""},"agent_account":"agent01","currency":"USD"}',
      `{"host":"${'a.'.repeat(200)}com","agent_account":"agent01","currency":"USD"}`,
      '{"__proto__":{"approve":true},"reason":"x"}',
      '{"agent_account":{"$gt":""},"period":"2026-01"}',
      '{"agent_account":"agent01","period":{"$regex":"."}}',
    ];
    expect(await serverErrorsOf(m.app, routes, bodies, { cookie: owner.cookie, 'x-csrf-token': owner.csrf })).toEqual(
      [],
    );
    expect(audited()).toBe(before);
  });
});
