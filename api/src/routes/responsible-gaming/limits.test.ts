// Responsible gaming's limits over real HTTP and SQLite: a first or lower limit holds at once and
// clears a waiting raise, a raise or removal waits RG_RAISE_DELAY_MS (a second service on the same
// database moves the clock across it), cancel and 607, the session limit's same rules, the reality
// check, the 'settings' notice, what is used and left after a real deposit and spins (three of them losing for sure), and the
// answers to bad amounts and malformed bodies.
import { MemberCode, ResponsibleGamingCode, type RgChange } from '@croupier/shared/contracts';
import { RG_RAISE_DELAY_MS } from '../../services/responsible-gaming/index.js';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../lib/money.js';
import { operatorWithRoles, signInOperator } from '../../test/operator.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  call,
  cashierMember,
  clockedService,
  data,
  decide,
  deposit,
  GAMES,
  history,
  limitOf,
  losingSpins,
  memberEvents,
  memberRow,
  RG,
  startRgApp,
  state,
  tokenOf,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

/** History rows without their ids, newest first. */
const rows = (changes: RgChange[]) => changes.map(({ subject, action, from, to }) => [subject, action, from, to]);

describe('responsible gaming limits', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startRgApp()));
  afterAll(() => close());

  const setLimit = (headers: Record<string, string>, kind: string, period: string, amount: string | null) =>
    data<Awaited<ReturnType<typeof state>>>(app, '/limit', { kind, period, amount }, headers);

  it('answers the six money limits in order, no session limit and no reality check for a new member', async () => {
    const m = await cashierMember(app, { account: false });
    const s = await state(app, m.headers);
    expect(s.currency).toBe('USD');
    expect(s.limits.map((l) => `${l.kind}_${l.period}`)).toEqual([
      'deposit_day',
      'deposit_week',
      'deposit_month',
      'loss_day',
      'loss_week',
      'loss_month',
    ]);
    for (const l of s.limits) expect(l).toMatchObject({ amount: null, pending: null, used: '0.00', remaining: null });
    expect(s.limits.every((l) => l.period_ends_at > s.server_time)).toBe(true);
    expect(s.session).toMatchObject({ limit_minutes: null, pending: null, net_result: '0.00' });
    expect(s.session.started_at).toBeLessThanOrEqual(s.server_time);
    expect(s.reality_check).toEqual({ interval_minutes: null });
    expect(await history(app, m.headers)).toEqual([]);
    expect((await call(app, RG, {})).statusCode).toBe(401);
  });

  it('sets a first limit at once; a raise waits 24 h (clock moved) and then applies with its history rows', async () => {
    const m = await cashierMember(app, { account: false });
    expect(limitOf(await setLimit(m.headers, 'deposit', 'day', '100'), 'deposit', 'day')).toMatchObject({
      amount: '100.00',
      pending: null,
      remaining: '100.00',
    });
    const raised = await setLimit(m.headers, 'deposit', 'day', '250.50');
    const waiting = limitOf(raised, 'deposit', 'day');
    expect(waiting).toMatchObject({ amount: '100.00', pending: { value: '250.50' }, remaining: '100.00' });
    expect(waiting.pending!.effective_at - raised.server_time).toBeGreaterThanOrEqual(RG_RAISE_DELAY_MS - 1000);
    expect(waiting.pending!.effective_at - raised.server_time).toBeLessThanOrEqual(RG_RAISE_DELAY_MS);
    // The limit in force for the deposit's check (migration 018's rule) is still 100.00.
    expect(app.services.rgUsage.limitAt(m.id, 'deposit_day', raised.server_time)).toBe(10_000);

    const { clock, service } = clockedService(app);
    const member = memberRow(app, m.id);
    clock.now = waiting.pending!.effective_at - 1;
    expect(limitOf(service.state(member, m.token), 'deposit', 'day')).toMatchObject({
      amount: '100.00',
      pending: { value: '250.50' },
    });
    clock.now = waiting.pending!.effective_at;
    expect(limitOf(service.state(member, m.token), 'deposit', 'day')).toMatchObject({
      amount: '250.50',
      pending: null,
    });
    // The routes' service answers what was folded; the history has one raise_applied, dated when it took effect.
    expect(limitOf(await state(app, m.headers), 'deposit', 'day')).toMatchObject({ amount: '250.50', pending: null });
    const changes = await history(app, m.headers);
    expect(rows(changes)).toEqual([
      ['deposit_day', 'raise_applied', '100.00', '250.50'],
      ['deposit_day', 'raise_requested', '100.00', '250.50'],
      ['deposit_day', 'limit_set', null, '100.00'],
    ]);
    expect(changes[0]!.created_at).toBe(waiting.pending!.effective_at);
    expect(changes[1]!.effective_at).toBe(waiting.pending!.effective_at);
    expect(service.history(m.id)).toHaveLength(3);
  });

  it('lowers a limit at once and drops a waiting raise; the same limit again gives a waiting raise up', async () => {
    const m = await cashierMember(app, { account: false });
    await setLimit(m.headers, 'loss', 'week', '100');
    expect(limitOf(await setLimit(m.headers, 'loss', 'week', '200'), 'loss', 'week').pending).toMatchObject({
      value: '200.00',
    });
    expect(limitOf(await setLimit(m.headers, 'loss', 'week', '40.25'), 'loss', 'week')).toMatchObject({
      amount: '40.25',
      pending: null,
      remaining: '40.25',
    });
    expect(rows(await history(app, m.headers))).toEqual([
      ['loss_week', 'limit_set', '100.00', '40.25'],
      ['loss_week', 'raise_requested', '100.00', '200.00'],
      ['loss_week', 'limit_set', null, '100.00'],
    ]);
    // Setting the same limit again changes nothing and writes nothing; while a raise waits, it gives the raise up.
    await setLimit(m.headers, 'loss', 'week', '40.25');
    expect(await history(app, m.headers)).toHaveLength(3);
    await setLimit(m.headers, 'loss', 'week', '60');
    expect(limitOf(await setLimit(m.headers, 'loss', 'week', '40.25'), 'loss', 'week')).toMatchObject({
      amount: '40.25',
      pending: null,
    });
    expect(rows(await history(app, m.headers)).slice(0, 2)).toEqual([
      ['loss_week', 'raise_cancelled', '40.25', '60.00'],
      ['loss_week', 'raise_requested', '40.25', '60.00'],
    ]);
  });

  it('waits 24 h to remove a limit; asking again replaces the waiting change; the compliance desk applies it now', async () => {
    const m = await cashierMember(app, { account: false });
    const account = memberRow(app, m.id).member_account;
    await setLimit(m.headers, 'deposit', 'month', '300');
    const removing = limitOf(await setLimit(m.headers, 'deposit', 'month', null), 'deposit', 'month');
    expect(removing).toMatchObject({ amount: '300.00', pending: { value: null }, remaining: '300.00' });
    const replaced = limitOf(await setLimit(m.headers, 'deposit', 'month', '450'), 'deposit', 'month');
    expect(replaced).toMatchObject({ amount: '300.00', pending: { value: '450.00' } });
    await setLimit(m.headers, 'deposit', 'month', null);

    const desk = await operatorWithRoles(app, await signInOperator(app), 'rg-limits-desk', ['compliance']);
    const apply = (who: string) =>
      desk.call(`/sites/1/compliance/members/${who}/raises/apply`, { reason: 'the member asked in writing' });
    const applied = await apply(account);
    expect(applied.json()).toMatchObject({ code: 100, data: { member_id: m.id, applied: 1 } });
    expect(limitOf(await state(app, m.headers), 'deposit', 'month')).toMatchObject({
      amount: null,
      pending: null,
      remaining: null,
    });
    expect(rows(await history(app, m.headers)).slice(0, 2)).toEqual([
      ['deposit_month', 'raise_applied', '300.00', null],
      ['deposit_month', 'raise_requested', '300.00', null],
    ]);
    // Nothing left to apply; no such member.
    expect((await apply(account)).json().data.applied).toBe(0);
    expect((await apply('nobody-here')).json().code).toBe(404);
  });

  it('cancels a waiting raise (the limit in force stays) and answers 607 when nothing waits', async () => {
    const m = await cashierMember(app, { account: false });
    const cancel = (body: unknown) => call(app, `${RG}/cancel`, body, m.headers);
    expect((await cancel({ kind: 'deposit', period: 'week' })).json()).toMatchObject({
      code: ResponsibleGamingCode.nothingPending,
      data: null,
    });
    await setLimit(m.headers, 'deposit', 'week', '500');
    expect((await cancel({ kind: 'deposit', period: 'week' })).json().code).toBe(ResponsibleGamingCode.nothingPending);
    await setLimit(m.headers, 'deposit', 'week', '900');
    const res = (await cancel({ kind: 'deposit', period: 'week' })).json();
    expect(res.code).toBe(100);
    expect(limitOf(res.data, 'deposit', 'week')).toMatchObject({ amount: '500.00', pending: null });
    expect(rows(await history(app, m.headers))[0]).toEqual(['deposit_week', 'raise_cancelled', '500.00', '900.00']);
    expect((await cancel({ kind: 'deposit', period: 'week' })).json().code).toBe(ResponsibleGamingCode.nothingPending);
    expect((await cancel({ kind: 'session' })).json().code).toBe(ResponsibleGamingCode.nothingPending);
  });

  it('gives the session limit the same rules, in minutes', async () => {
    const m = await cashierMember(app, { account: false });
    const session = async (limit_minutes: unknown) =>
      (await data<Awaited<ReturnType<typeof state>>>(app, '/session_limit', { limit_minutes }, m.headers)).session;
    expect(await session(60)).toMatchObject({ limit_minutes: 60, pending: null });
    expect(await session(120)).toMatchObject({ limit_minutes: 60, pending: { value: 120 } });
    expect(await session(30)).toMatchObject({ limit_minutes: 30, pending: null });
    const removing = await session(null);
    expect(removing).toMatchObject({ limit_minutes: 30, pending: { value: null } });
    const cancelled = await data<Awaited<ReturnType<typeof state>>>(app, '/cancel', { kind: 'session' }, m.headers);
    expect(cancelled.session).toMatchObject({ limit_minutes: 30, pending: null });
    const again = await session(null);

    const { clock, service } = clockedService(app);
    clock.now = again.pending!.effective_at;
    expect(service.state(memberRow(app, m.id), m.token).session).toMatchObject({ limit_minutes: null, pending: null });
    expect(rows(await history(app, m.headers))).toEqual([
      ['session', 'raise_applied', '30', null],
      ['session', 'raise_requested', '30', null],
      ['session', 'raise_cancelled', '30', null],
      ['session', 'raise_requested', '30', null],
      ['session', 'limit_set', '60', '30'],
      ['session', 'raise_requested', '60', '120'],
      ['session', 'limit_set', null, '60'],
    ]);
    for (const minutes of [4, 1441, 30.5]) {
      expect((await call(app, `${RG}/session_limit`, { limit_minutes: minutes }, m.headers)).json()).toEqual({
        code: MemberCode.invalidField,
        message: expect.any(String),
        data: { field: 'limit_minutes', key: 'rg.err_session_minutes' },
      });
    }
    expect((await call(app, `${RG}/session_limit`, { limit_minutes: '30' }, m.headers)).statusCode).toBe(400);
  });

  it('sets the reality check at once, writes its history and tells the other tabs', async () => {
    const m = await cashierMember(app, { account: false });
    const check = (interval_minutes: unknown) => call(app, `${RG}/reality_check`, { interval_minutes }, m.headers);
    expect((await check(30)).json().data.reality_check).toEqual({ interval_minutes: 30 });
    expect((await check(null)).json().data.reality_check).toEqual({ interval_minutes: null });
    for (const wrong of [45, '30', 0]) expect((await check(wrong)).statusCode).toBe(400);
    expect(rows(await history(app, m.headers))).toEqual([
      ['reality_check', 'reality_check_set', '30', null],
      ['reality_check', 'reality_check_set', null, '30'],
    ]);
    while (memberEvents(recorder, m.id, 'responsible_gaming.notice').length < 2)
      await recorder.waitFor(recorder.events.length + 1);
    expect(memberEvents(recorder, m.id, 'responsible_gaming.notice')).toEqual([
      { reason: 'settings' },
      { reason: 'settings' },
    ]);
  });

  it('shows what is used and left: an approved deposit and a losing spin, in the period and in the session', async () => {
    const m = await cashierMember(app, { account: false });
    await setLimit(m.headers, 'deposit', 'day', '500');
    await setLimit(m.headers, 'deposit', 'month', '120');
    await setLimit(m.headers, 'loss', 'day', '50');
    const order = (await deposit(app, m, '100')).json();
    expect(order.code).toBe(100);
    expect((await decide(app, order.data.order_number, true)).json().code).toBe(100);

    // A game through play1, then three losing spins of 1.00 and one of the route's own (random) spins.
    const play = (
      await call(app, '/api/member/game/play1', { ...GAMES.slot, lobby_url: '/close', device: 0 }, m.headers)
    ).json();
    expect(play.code).toBe(100);
    const token = tokenOf(play.data.game_url);
    losingSpins(app, token, 3, 100);
    const spin = (await call(app, '/api/provider/slot/spin', { token, bet: '1.00' })).json();
    expect(spin.code).toBe(100);
    const lost = 300 + 100 - Math.round(Number(spin.data.win) * 100);

    const s = await state(app, m.headers);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({ amount: '500.00', used: '100.00', remaining: '400.00' });
    expect(limitOf(s, 'deposit', 'month')).toMatchObject({ amount: '120.00', used: '100.00', remaining: '20.00' });
    expect(limitOf(s, 'deposit', 'week')).toMatchObject({ amount: null, used: '100.00', remaining: null });
    expect(limitOf(s, 'loss', 'day')).toMatchObject({
      amount: '50.00',
      used: formatCents(Math.max(0, lost)),
      remaining: formatCents(5_000 - Math.max(0, lost)),
    });
    expect(s.session.net_result).toBe(formatCents(-lost));
  });

  it('refuses a bad amount with 422 and its message key, a malformed body with 400', async () => {
    const m = await cashierMember(app, { account: false });
    for (const amount of ['0', '0.00', '-5', '12.345', '', 'ten', '1e3']) {
      const res = await call(app, `${RG}/limit`, { kind: 'deposit', period: 'day', amount }, m.headers);
      expect([res.statusCode, res.json().code]).toEqual([200, MemberCode.invalidField]);
      expect(res.json().data).toEqual({ field: 'amount', key: expect.stringMatching(/^rg\.err_amount_/) });
    }
    for (const body of [
      { kind: 'bonus', period: 'day', amount: '5' },
      { kind: 'deposit', period: 'year', amount: '5' },
      { kind: 'deposit', period: 'day', amount: 5 },
      { kind: 'deposit', period: 'day' },
      [],
    ]) {
      expect((await call(app, `${RG}/limit`, body, m.headers)).statusCode).toBe(400);
    }
    expect(await history(app, m.headers)).toEqual([]);
    expect((await call(app, `${RG}/limit`, { kind: 'deposit', period: 'day', amount: '5' })).statusCode).toBe(401);
  });
});
