// The console's responsible-gaming desk over real HTTP and SQLite: a member's limits, waiting
// changes and exclusions; the site's waiting raises and exclusions in force; login attempts and
// locks; a raise brought forward or declined, an exclusion ended early within the site's
// RG_EARLY_END policy (the compliance role's alone, not even an owner's), each with its reason in
// the audit log; who may read; hostile bodies.
import type { FastifyInstance } from 'fastify';
import { LOGIN_CODE } from '@croupier/shared/contracts';
import { login, serverErrorsOf } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession, addSecondSite } from '../../../test/operator.js';
import type { PusherRecorder } from '../../../test/pusher-recorder.js';
import { excludeMember } from '../../../test/rg-rows.js';
import {
  call,
  cashierMember,
  history,
  memberEvents,
  memberRow,
  RG,
  startRgApp,
  state,
} from '../../responsible-gaming/__tests__/fixtures.js';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;

describe('the console’s compliance desk', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  let owner: OperatorSession;
  let desk: OperatorSession;
  beforeAll(async () => {
    ({ app, recorder, close } = await startRgApp());
    addSecondSite(app);
    owner = await signInOperator(app);
    desk = await operatorWithRoles(app, owner, 'rg-desk', ['compliance']);
  });
  afterAll(() => close());

  /** A fresh member of site 1 with its account name. */
  async function member() {
    const m = await cashierMember(app, { account: false });
    return { ...m, account: memberRow(app, m.id).member_account };
  }
  const limit = async (headers: Record<string, string>, path: string, body: unknown) => {
    const res = await call(app, `${RG}${path}`, body, headers);
    if (res.json().code !== 100) throw new Error(res.body);
  };
  const setPolicy = (value: string | null) =>
    app.services.db
      .prepare(
        value === null
          ? "UPDATE sites SET settings = json_remove(settings, '$.RG_EARLY_END') WHERE site_id = '1'"
          : "UPDATE sites SET settings = json_set(settings, '$.RG_EARLY_END', ?) WHERE site_id = '1'",
      )
      .run(...(value === null ? [] : [value]));
  const raises = (account: string, action: 'apply' | 'decline', body: unknown, who = desk) =>
    who.call(`/sites/1/compliance/members/${account}/raises/${action}`, body);
  const endExclusions = (account: string, who = desk, reason = 'the member asked by phone') =>
    who.call(`/sites/1/compliance/members/${account}/exclusions/end`, { reason });

  it('shows a member’s limits with what waits, the reality check and every exclusion; the site’s waiting raises', async () => {
    const m = await member();
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'day', amount: '100' });
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'day', amount: '500' });
    await limit(m.headers, '/session_limit', { limit_minutes: 60 });
    await limit(m.headers, '/session_limit', { limit_minutes: null });
    await limit(m.headers, '/reality_check', { interval_minutes: 30 });
    excludeMember(app.services.db, m.id, 'time_out', Date.now() - 10 * DAY, Date.now() - 3 * DAY);

    const res = await owner.call(`/sites/1/compliance/members/${m.account}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({
      member_id: m.id,
      member_account: m.account,
      early_end: 'time_out',
      currency: 'USD',
      session: { limit_minutes: 60, pending: { value: null, effective_at: expect.any(Number) } },
      reality_check: { interval_minutes: 30 },
      exclusions: [{ kind: 'time_out', period: '1_week', in_force: false }],
    });
    expect(view.limits[0]).toMatchObject({
      kind: 'deposit',
      period: 'day',
      amount: '100.00',
      pending: { value: '500.00' },
    });
    const mine = (await desk.call('/sites/1/compliance/pending-raises'))
      .json()
      .data.items.filter((r: { member_id: number }) => r.member_id === m.id);
    expect(mine).toEqual([
      {
        member_id: m.id,
        member_account: m.account,
        subject: 'deposit_day',
        value: '100.00',
        pending_value: '500.00',
        effective_at: expect.any(Number),
      },
      {
        member_id: m.id,
        member_account: m.account,
        subject: 'session',
        value: '60',
        pending_value: null,
        effective_at: expect.any(Number),
      },
    ]);
    expect((await owner.call('/sites/1/compliance/members/nobody-here')).statusCode).toBe(404);
    // Site 2 has no such member.
    expect((await owner.call(`/sites/2/compliance/members/${m.account}`)).statusCode).toBe(404);
    expect((await owner.call('/sites/2/compliance/pending-raises')).json().data.items).toEqual([]);
  });

  it('brings a raise forward or declines one with a reason: the member’s pages hear it, the audit log keeps it', async () => {
    const m = await member();
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'day', amount: '100' });
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'day', amount: '500' });
    await limit(m.headers, '/limit', { kind: 'loss', period: 'week', amount: '50' });
    await limit(m.headers, '/limit', { kind: 'loss', period: 'week', amount: '80' });
    const heard = memberEvents(recorder, m.id, 'responsible_gaming.notice').length;

    expect((await raises(m.account, 'apply', { reason: '  ', subject: 'deposit_day' })).statusCode).toBe(400);
    expect((await raises(m.account, 'apply', { reason: 'x', subject: 'deposit_year' })).statusCode).toBe(400);
    const applied = await raises(m.account, 'apply', { reason: 'proof of income seen', subject: 'deposit_day' });
    expect(applied.json()).toMatchObject({ code: 100, data: { member_id: m.id, applied: 1 } });
    const s = await state(app, m.headers);
    expect(s.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
      amount: '500.00',
      pending: null,
    });
    expect(s.limits.find((l) => l.kind === 'loss' && l.period === 'week')).toMatchObject({
      amount: '50.00',
      pending: { value: '80.00' },
    });

    const declined = await raises(m.account, 'decline', { reason: 'affordability check failed' });
    expect(declined.json()).toMatchObject({ code: 100, data: { member_id: m.id, declined: 1 } });
    expect((await state(app, m.headers)).limits.find((l) => l.kind === 'loss' && l.period === 'week')).toMatchObject({
      amount: '50.00',
      pending: null,
    });
    expect((await history(app, m.headers)).slice(0, 2).map((c) => [c.subject, c.action, c.from, c.to])).toEqual([
      ['loss_week', 'raise_cancelled', '50.00', '80.00'],
      ['deposit_day', 'raise_applied', '100.00', '500.00'],
    ]);
    expect(memberEvents(recorder, m.id, 'responsible_gaming.notice').slice(heard)).toEqual([
      { reason: 'settings' },
      { reason: 'settings' },
    ]);
    // Nothing waits any more: nothing changes, nothing is told, no entry.
    expect((await raises(m.account, 'decline', { reason: 'again' })).json().data.declined).toBe(0);

    const entries = (await owner.call(`/audit?action=rg.raise.apply`)).json().data.items;
    expect(entries[0]).toMatchObject({
      operator_account: 'rg-desk',
      site_id: '1',
      target: m.account,
      before: [{ subject: 'deposit_day', value: '100.00', pending_value: '500.00', effective_at: expect.any(Number) }],
      after: { limits: [{ subject: 'deposit_day', value: '500.00' }], reason: 'proof of income seen' },
    });
    const declinedEntry = (await owner.call(`/audit?action=rg.raise.decline`)).json().data.items;
    expect(declinedEntry).toHaveLength(1);
    expect(declinedEntry[0]).toMatchObject({
      after: { limits: [{ subject: 'loss_week', value: '50.00' }], reason: 'affordability check failed' },
    });
  });

  it('ends a time-out early; a self-exclusion only where the site’s RG_EARLY_END lets it (409 otherwise, nothing ends)', async () => {
    const timedOut = await member();
    const excluded = await member();
    excludeMember(app.services.db, timedOut.id, 'time_out', Date.now() - 1_000, Date.now() + 7 * DAY);
    excludeMember(app.services.db, excluded.id, 'self_exclusion', Date.now() - 1_000, Date.now() + 180 * DAY);
    const inForce = async () =>
      (await desk.call('/sites/1/compliance/exclusions'))
        .json()
        .data.items.map((e: { member_id: number }) => e.member_id);
    expect(await inForce()).toEqual(expect.arrayContaining([timedOut.id, excluded.id]));

    const refused = await endExclusions(excluded.account);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "site 1 does not let a self-exclusion end early (RG_EARLY_END 'time_out'): nothing was ended",
    ]);
    expect((await endExclusions(excluded.account, desk, ' ')).statusCode).toBe(400);
    const ended = await endExclusions(timedOut.account);
    expect(ended.json()).toMatchObject({ code: 100, data: { member_id: timedOut.id, ended: 1 } });
    expect(await inForce()).not.toContain(timedOut.id);
    expect(await inForce()).toContain(excluded.id);
    const entry = (await owner.call('/audit?action=rg.exclusion.end')).json().data.items[0];
    expect(entry).toMatchObject({
      operator_account: 'rg-desk',
      target: timedOut.account,
      before: [{ kind: 'time_out', period: '1_week', until: expect.any(Number) }],
      after: { exclusions: [{ kind: 'time_out', until: expect.any(Number) }], reason: 'the member asked by phone' },
    });

    try {
      // The owner sets the policy in the site's settings; the compliance desk acts within it.
      const set = await owner.call('/sites/1/settings', { settings: { RG_EARLY_END: 'none' } });
      expect(set.statusCode).toBe(200);
      expect((await owner.call('/sites/1/settings', { settings: { RG_EARLY_END: 'sometimes' } })).statusCode).toBe(400);
      const again = await member();
      excludeMember(app.services.db, again.id, 'time_out', Date.now() - 1_000, Date.now() + DAY);
      expect((await endExclusions(again.account)).statusCode).toBe(409);
      expect((await owner.call(`/sites/1/compliance/members/${again.account}`)).json().data.early_end).toBe('none');
      setPolicy('all');
      expect((await endExclusions(excluded.account)).json().data.ended).toBe(1);
      expect(await inForce()).not.toContain(excluded.id);
      setPolicy('whatever');
      expect((await owner.call(`/sites/1/compliance/members/${again.account}`)).json().data.early_end).toBe('time_out');
    } finally {
      setPolicy(null);
    }
    expect((await endExclusions('nobody-here')).statusCode).toBe(404);
  });

  it('lists the site’s login attempts and account locks, newest first, by account', async () => {
    const m = await member();
    for (const password of ['wrong-one', 'wrong-two']) await login(app, { account: m.account, password });
    const res = (await owner.call(`/sites/1/compliance/login-attempts?member_account=${m.account}&limit=1`)).json()
      .data;
    expect(res.items).toEqual([
      {
        id: expect.any(Number),
        member_account: m.account,
        ip: expect.any(String),
        device: expect.any(String),
        browser: 'Chromium',
        result_code: LOGIN_CODE.accountWrong,
        result: 'accountWrong',
        created_at: expect.any(Number),
      },
    ]);
    const next = (
      await owner.call(`/sites/1/compliance/login-attempts?member_account=${m.account}&before_id=${res.next_before_id}`)
    ).json().data;
    expect(next.items).toHaveLength(1);
    expect(next.items[0].id).toBeLessThan(res.items[0].id);
    expect(next.next_before_id).toBeNull();
    expect((await owner.call('/sites/2/compliance/login-attempts')).json().data.items).toEqual([]);

    app.services.db
      .prepare("INSERT INTO login_account_locks (site_id, member_account, locked_until) VALUES ('1', ?, ?)")
      .run(m.account, Date.now() + 60_000);
    expect(
      (await desk.call(`/sites/1/compliance/login-locks?member_account=${m.account.toUpperCase()}`)).json().data,
    ).toEqual({
      items: [{ member_account: m.account, locked_until: expect.any(Number), in_force: true }],
    });
  });

  it('lets compliance, support and owner read; only compliance decide; only the operator’s sites', async () => {
    const m = await member();
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'week', amount: '100' });
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'week', amount: '200' });
    excludeMember(app.services.db, m.id, 'time_out', Date.now() - 1_000, Date.now() + DAY);
    const support = await operatorWithRoles(app, owner, 'rg-support', ['support']);
    const cashier = await operatorWithRoles(app, owner, 'rg-cashier', ['cashier']);
    const elsewhere = await operatorWithRoles(app, owner, 'rg-desk-2', ['compliance'], {
      all_sites: false,
      site_ids: ['2'],
    });
    const read = (who: OperatorSession) => who.call(`/sites/1/compliance/members/${m.account}`);

    expect(
      (await call(app, `/api/operator/sites/1/compliance/members/${m.account}/exclusions/end`, { reason: 'x' }))
        .statusCode,
    ).toBe(401);
    for (const who of [owner, desk, support]) expect((await read(who)).statusCode).toBe(200);
    expect((await read(cashier)).statusCode).toBe(403);
    expect((await cashier.call('/sites/1/compliance/login-attempts')).statusCode).toBe(403);
    for (const who of [owner, support, cashier]) {
      const res = await endExclusions(m.account, who);
      expect([res.statusCode, res.json().message]).toEqual([403, 'your roles do not allow compliance.decide']);
      expect((await raises(m.account, 'apply', { reason: 'x' }, who)).statusCode).toBe(403);
    }
    expect((await read(elsewhere)).statusCode).toBe(403);
    expect((await elsewhere.call('/sites/1/compliance/exclusions')).statusCode).toBe(403);
    expect((await endExclusions(m.account, elsewhere)).statusCode).toBe(403);
    expect((await raises(m.account, 'decline', { reason: 'x' }, elsewhere)).statusCode).toBe(403);
    expect(
      (
        await desk.call(
          `/sites/1/compliance/members/${m.account}/raises/apply`,
          { reason: 'x' },
          { headers: { 'x-csrf-token': '' } },
        )
      ).statusCode,
    ).toBe(403);
    // Nothing changed.
    const view = (await read(desk)).json().data;
    expect(view.limits[1]).toMatchObject({ amount: '100.00', pending: { value: '200.00' } });
    expect(view.exclusions[0]).toMatchObject({ in_force: true });
  });

  it('answers hostile bodies and queries with a 4xx, never a 500, and changes nothing', async () => {
    const m = await member();
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'month', amount: '100' });
    await limit(m.headers, '/limit', { kind: 'deposit', period: 'month', amount: '900' });
    excludeMember(app.services.db, m.id, 'self_exclusion', Date.now() - 1_000, Date.now() + DAY);
    const audited = () => app.services.db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get();
    const before = audited();
    const base = `/api/operator/sites/1/compliance/members/${m.account}`;
    const routes = [`${base}/exclusions/end`, `${base}/raises/apply`, `${base}/raises/decline`];
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"reason":{"$ne":""}}',
      '{"reason":[1,2],"subject":"deposit_month"}',
      '{"reason":"   "}',
      `{"reason":"${'x'.repeat(5000)}"}`,
      '{"reason":"x","subject":"__proto__"}',
      '{"reason":"x","subject":{"$in":["deposit_month"]}}',
      '{"__proto__":{"reason":"x"}}',
    ];
    expect(await serverErrorsOf(app, routes, bodies, { cookie: desk.cookie, 'x-csrf-token': desk.csrf })).toEqual([]);
    for (const query of [
      'login-attempts?limit=0',
      'login-attempts?limit=1e9',
      'login-attempts?before_id=-1',
      'login-attempts?member_account=' + 'x'.repeat(100),
      'exclusions?offset=-1',
      'pending-raises?limit=abc',
      'login-locks?limit=[]',
    ])
      expect((await desk.call(`/sites/1/compliance/${query}`)).statusCode).toBe(400);
    expect((await desk.call(`/sites/1/compliance/members/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect(audited()).toBe(before);
    const view = (await desk.call(`/sites/1/compliance/members/${m.account}`)).json().data;
    expect(view.limits[2]).toMatchObject({ amount: '100.00', pending: { value: '900.00' } });
    expect(view.exclusions[0]).toMatchObject({ kind: 'self_exclusion', in_force: true });
  });
});
