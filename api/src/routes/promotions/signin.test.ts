// Cash surplus and the daily sign-in over real HTTP and SQLite, and the service with a clock
// moved across the days of the site's zone (Asia/Kolkata, +05:30): one sign-in a day, the streak
// and its 7-day cycle, the rewards through the ledger, the day states, the activity's dates.
import { PromotionCode, type SigninInfo } from '@croupier/shared/contracts';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import { dayOf } from '../../lib/site-days.js';
import { createSignins, type Signins } from '../../services/promotions/index.js';
import {
  at,
  call,
  ledgerOf,
  mainCents,
  member,
  memberEvents,
  requestId,
  SITE,
  startActivitiesApp,
  ZONE,
  type Member,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const CHECK = '/api/arks/web/cash_surplus/check';
const INFO = '/api/arks/web/activity/signin/info';
const SIGNIN = '/api/arks/web/activity/signin';
const USD = [100, 200, 300, 500, 800, 1000, 2000];
const shift = (day: string, n: number) => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

describe('cash surplus and the daily sign-in', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  let signins: Signins;
  let clock = 0;
  beforeAll(async () => {
    ({ app, recorder, close } = await startActivitiesApp());
    // The routes' service reads the same rows; this one's clock is the test's.
    signins = createSignins(
      app.services.db,
      app.services.mainLedger,
      () => ZONE,
      () => clock,
    );
  });
  afterAll(() => close());

  const today = () => dayOf(Date.now(), ZONE);
  const activity = (
    currency: string,
    o: { active?: 0 | 1; start_date?: string; end_date?: string | null; rewards?: number[] } = {},
  ) =>
    signins.setActivity({
      site_id: SITE,
      currency,
      active: o.active ?? 1,
      start_date: o.start_date ?? shift(today(), -30),
      end_date: o.end_date === undefined ? null : o.end_date,
      rewards_cents: o.rewards ?? USD,
    });
  const signAt = async (m: Member, local: string) => {
    clock = at(local);
    const member = app.services.members.findByAccount(SITE, m.account);
    if (!member) throw new Error('no member');
    return signins.signin(member, null);
  };
  const infoAt = (m: Member, local: string) => {
    clock = at(local);
    return signins.info({ id: m.id, site_id: SITE, member_currency: 'USD' }) as SigninInfo;
  };
  const states = (info: SigninInfo) => info.days.map((d) => d.state);

  it('cash_surplus/check answers active 1 only for a currency whose sign-in is on today', async () => {
    activity('USD');
    activity('INR', { active: 0 });
    activity('VND', { start_date: shift(today(), 1) });
    activity('EUR', { start_date: shift(today(), -9), end_date: shift(today(), -1) });
    const check = async (currency: string) => (await call(app, CHECK, { site_id: SITE, currency })).json();
    expect(await check('USD')).toEqual({ code: 100, message: 'success', data: { active: 1 } });
    for (const c of ['INR', 'VND', 'EUR', 'THB']) expect((await check(c)).data).toEqual({ active: 0 });
    // Another site has no activity for USD here.
    expect((await call(app, CHECK, { site_id: 'nowhere', currency: 'USD' })).json().data).toEqual({ active: 0 });
  });

  it('reads the activity’s first and last day in the site’s zone, not UTC', () => {
    activity('USD', { start_date: '2026-03-10', end_date: '2026-03-12' });
    // 2026-03-09 23:59 in Kolkata is already 18:29 UTC of the 9th, and 2026-03-13 00:00 is 18:30 UTC of the 12th.
    clock = at('2026-03-09 23:59');
    expect(signins.isActive(SITE, 'USD')).toBe(false);
    clock = at('2026-03-10 00:00');
    expect(signins.isActive(SITE, 'USD')).toBe(true);
    clock = at('2026-03-12 23:59');
    expect(signins.isActive(SITE, 'USD')).toBe(true);
    clock = at('2026-03-13 00:00');
    expect(new Date(clock).toISOString()).toBe('2026-03-12T18:30:00.000Z');
    expect(signins.isActive(SITE, 'USD')).toBe(false);
  });

  it('signs in once a day over HTTP, pays the day’s reward through the ledger and tells member.cash; 202 the second time', async () => {
    activity('USD');
    const m = member(app, { cashCents: 1000 });
    const before = (await call(app, INFO, { site_id: SITE }, m.headers)).json().data as SigninInfo;
    expect(before.state).toBe('click_signin');
    expect(before.streak).toBe(0);
    expect(before.days[0]).toEqual({ day: 1, date: today(), reward: '1.00', state: 'click_signin' });
    expect(before.days.map((d) => d.reward)).toEqual(['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '20.00']);
    expect(states(before).slice(1)).toEqual(Array(6).fill('is_signin_noopen'));

    const signed = (await call(app, SIGNIN, { site_id: SITE }, m.headers)).json();
    expect(signed).toEqual({
      code: 100,
      message: 'success',
      data: { state: 'is_signin_success', streak: 1, reward: '1.00', balance: '11.00' },
    });
    const id = app.services.db.prepare('SELECT id FROM signins WHERE member_id = ?').pluck().get(m.id);
    expect(ledgerOf(app, m.id)).toEqual([{ amount_cents: 100, balance_after_cents: 1100, reason: `signin:${id}` }]);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '11.00' }]);
    const again = (await call(app, SIGNIN, { site_id: SITE }, m.headers)).json();
    expect(again).toMatchObject({ code: PromotionCode.signinAlready, data: null });
    const after = (await call(app, INFO, { site_id: SITE }, m.headers)).json().data as SigninInfo;
    expect([after.state, after.streak, after.days[0]?.state]).toEqual(['click_signin_true', 1, 'is_signin_success']);
    expect(mainCents(app, m.id)).toBe(1100);
  });

  it('answers a repeated request_id with the first sign-in, paying once', async () => {
    activity('USD');
    const m = member(app);
    const id = requestId();
    const answers = (
      await Promise.all([0, 1, 2].map(() => call(app, SIGNIN, { site_id: SITE, request_id: id }, m.headers)))
    ).map((a) => a.json());
    expect(answers.map((a) => a.code)).toEqual([100, 100, 100]);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(mainCents(app, m.id)).toBe(100);
    expect((await call(app, SIGNIN, { site_id: SITE, request_id: requestId() }, m.headers)).json().code).toBe(
      PromotionCode.signinAlready,
    );
  });

  it('answers 201 where the sign-in is not open: no activity, inactive, not started, over', async () => {
    activity('INR', { active: 0 });
    const inr = member(app, { currency: 'INR' });
    const thb = member(app, { currency: 'THB' });
    for (const m of [inr, thb]) {
      expect((await call(app, INFO, { site_id: SITE }, m.headers)).json()).toMatchObject({
        code: PromotionCode.signinNotOpen,
        data: null,
      });
      expect((await call(app, SIGNIN, { site_id: SITE }, m.headers)).json()).toMatchObject({
        code: PromotionCode.signinNotOpen,
        data: null,
      });
    }
    activity('USD', { start_date: '2026-03-10', end_date: '2026-03-12' });
    const m = member(app);
    expect(await signAt(m, '2026-03-09 23:59')).toMatchObject({ refused: PromotionCode.signinNotOpen });
    expect(await signAt(m, '2026-03-13 00:00')).toMatchObject({ refused: PromotionCode.signinNotOpen });
    expect(await signAt(m, '2026-03-12 23:59')).toMatchObject({ result: { streak: 1 } });
    expect(app.services.db.prepare('SELECT day FROM signins WHERE member_id = ?').pluck().all(m.id)).toEqual([
      '2026-03-12',
    ]);
  });

  it('turns the day at midnight of the site’s zone: a streak across it, 202 within the day, 1 again after a gap', async () => {
    activity('USD', { start_date: '2026-01-01' });
    const m = member(app);
    expect(await signAt(m, '2026-03-10 23:59')).toMatchObject({ result: { streak: 1, reward: '1.00' } });
    // One minute later, still the 10th in UTC: a new day for the site.
    expect(await signAt(m, '2026-03-11 00:00')).toMatchObject({ result: { streak: 2, reward: '2.00' } });
    expect(await signAt(m, '2026-03-11 23:59')).toMatchObject({ refused: PromotionCode.signinAlready });
    expect(await signAt(m, '2026-03-12 12:00')).toMatchObject({ result: { streak: 3, reward: '3.00' } });
    // The 13th is missed: the 14th starts the cycle again.
    expect(await signAt(m, '2026-03-14 08:00')).toMatchObject({ result: { streak: 1, reward: '1.00' } });
    expect(
      app.services.db.prepare('SELECT day, streak_day FROM signins WHERE member_id = ? ORDER BY day').all(m.id),
    ).toEqual([
      { day: '2026-03-10', streak_day: 1 },
      { day: '2026-03-11', streak_day: 2 },
      { day: '2026-03-12', streak_day: 3 },
      { day: '2026-03-14', streak_day: 1 },
    ]);
    expect(mainCents(app, m.id)).toBe(100 + 200 + 300 + 100);
    expect(ledgerOf(app, m.id).map((r) => r.amount_cents)).toEqual([100, 200, 300, 100]);
  });

  it('pays the 7 rewards of a week, then starts a new cycle on day 8 while the streak goes on', async () => {
    activity('USD', { start_date: '2026-01-01' });
    const m = member(app);
    for (let i = 0; i < 7; i++)
      expect(await signAt(m, `2026-04-0${i + 1} 10:00`)).toMatchObject({ result: { streak: i + 1 } });
    expect(mainCents(app, m.id)).toBe(USD.reduce((a, b) => a + b, 0));
    const week = infoAt(m, '2026-04-07 20:00');
    expect(states(week)).toEqual([...Array(6).fill('is_signin_true'), 'is_signin_success']);
    expect(week.days[0]?.date).toBe('2026-04-01');
    // Day 8: the cycle starts today; yesterday's streak of 7 is still counted.
    const next = infoAt(m, '2026-04-08 09:00');
    expect([next.state, next.streak, next.days[0]?.date, next.days[0]?.state]).toEqual([
      'click_signin',
      7,
      '2026-04-08',
      'click_signin',
    ]);
    expect(await signAt(m, '2026-04-08 09:00')).toMatchObject({ result: { streak: 8, reward: '1.00' } });
  });

  it('shows each day’s state: signed, today signed, today open, past the end, not yet open', async () => {
    activity('USD', { start_date: '2026-01-01', end_date: '2026-05-05' });
    const m = member(app);
    for (const d of ['01', '02', '03']) await signAt(m, `2026-05-${d} 10:00`);
    const open = infoAt(m, '2026-05-04 00:01');
    expect(open.days.map((d) => d.date)).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
    ]);
    expect(states(open)).toEqual([
      'is_signin_true',
      'is_signin_true',
      'is_signin_true',
      'click_signin',
      'is_signin_noopen',
      'is_signin_pass',
      'is_signin_pass',
    ]);
    expect([open.state, open.streak, open.start_date, open.end_date]).toEqual([
      'click_signin',
      3,
      '2026-01-01',
      '2026-05-05',
    ]);
    await signAt(m, '2026-05-04 00:01');
    const signed = infoAt(m, '2026-05-04 23:59');
    expect(states(signed).slice(0, 5)).toEqual([
      'is_signin_true',
      'is_signin_true',
      'is_signin_true',
      'is_signin_success',
      'is_signin_noopen',
    ]);
    expect([signed.state, signed.streak]).toEqual(['click_signin_true', 4]);
    // After the end: nothing to sign; the cycle starts today and is past the end.
    const over = infoAt(m, '2026-05-07 10:00');
    expect([over.state, over.days[0]?.state]).toEqual(['click_signin_pass', 'is_signin_pass']);
    // Before the start: today is not yet open.
    activity('USD', { start_date: '2026-06-01', end_date: null });
    const early = infoAt(member(app), '2026-05-31 23:59');
    expect([early.state, early.days[0]?.state, early.days[1]?.state]).toEqual([
      'click_signin_pass',
      'is_signin_noopen',
      'is_signin_noopen',
    ]);
  });

  it('writes no ledger row and publishes nothing for a day whose reward is 0', async () => {
    activity('USD', { start_date: '2026-01-01', rewards: [0, 100, 100, 100, 100, 100, 100] });
    const m = member(app, { cashCents: 300 });
    expect(await signAt(m, '2026-07-01 10:00')).toEqual({
      result: { state: 'is_signin_success', streak: 1, reward: '0.00', balance: '3.00' },
    });
    expect(ledgerOf(app, m.id)).toEqual([]);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([]);
  });
});
