// Deposit limits over real HTTP and SQLite: a deposit that would pass a limit in force
// is refused with ResponsibleGamingCode.depositLimit and the room left; 20 deposits at once never
// pass a limit together; pending orders hold their room and a rejected one frees it; calendar
// periods in the site's zone; the member hears when a deposit fills a limit exactly.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { RealtimeEvent, ResponsibleGamingCode } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { setRgLimit, setSiteZone } from '../../test/rg-rows.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import { cashierMember, decide, deposit, memberEvents, requestId, startCashierApp } from './__tests__/fixtures.js';

dayjs.extend(utc);
dayjs.extend(timezone);
jest.setTimeout(60_000);

const ZONE = 'Asia/Tokyo';

describe('deposit limits', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, recorder, close } = await startCashierApp());
    setSiteZone(app.services.db, '1', ZONE);
  });
  afterAll(() => close());

  const orderRow = (memberId: number, cents: number, at: number, status: 'pending' | 'approved' = 'approved') =>
    app.services.db
      .prepare(
        `INSERT INTO cashier_orders (order_number, member_id, type, status, amount_cents, method_name, request_id, created_at, decided_at)
         VALUES (?, ?, 'deposit', ?, ?, 'Bank Transfer', ?, ?, ?)`,
      )
      .run(`DT${memberId}x${at}x${cents}`, memberId, status, cents, requestId(), at, status === 'pending' ? null : at);

  it('refuses a deposit over the limit with 601, the period and the remaining amount, and takes one that fits', async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_day', 5_000);
    expect((await deposit(app, m, '30')).json()).toMatchObject({ code: 100, data: { status: 'pending' } });

    const over = (await deposit(app, m, '30')).json();
    expect(over).toEqual({
      code: ResponsibleGamingCode.depositLimit,
      message: expect.stringContaining('20.00'),
      data: { period: 'day', remaining: '20.00' },
    });
    expect(over.message).toContain('today');
    expect((await deposit(app, m, '20')).json().code).toBe(100);
    expect((await deposit(app, m, '10')).json()).toMatchObject({
      code: 601,
      data: { period: 'day', remaining: '0.00' },
    });
  });

  it('names the tightest of several limits, and a pending raise does not count before its time', async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_month', 100_000);
    setRgLimit(app.services.db, m.id, 'deposit_week', 4_000, { value: 90_000, at: Date.now() + 24 * 3_600_000 });
    setRgLimit(app.services.db, m.id, 'deposit_day', 6_000);
    expect((await deposit(app, m, '50')).json()).toMatchObject({
      code: 601,
      data: { period: 'week', remaining: '40.00' },
    });
    // A removal whose time has come is in force (limitAt folds it in): only the day's limit is left.
    setRgLimit(app.services.db, m.id, 'deposit_week', 4_000, { value: null, at: Date.now() - 1 });
    expect((await deposit(app, m, '50')).json().code).toBe(100);
    expect((await deposit(app, m, '20')).json()).toMatchObject({
      code: 601,
      data: { period: 'day', remaining: '10.00' },
    });
  });

  it('still answers the existing order of a request_id first, even when the room is gone', async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_day', 5_000);
    const request_id = requestId();
    const first = (await deposit(app, m, '50', { request_id })).json();
    expect(first.code).toBe(100);
    const again = (await deposit(app, m, '50', { request_id })).json();
    expect(again).toMatchObject({ code: 100, data: { order_number: first.data.order_number } });
  });

  it('lets exactly the fitting ones of 20 concurrent deposits through (never the limit together)', async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_day', 5 * 2_500);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(app, m, '25')));
    const codes = answers.map((res) => res.json().code as number);
    expect(codes.filter((c) => c === 100)).toHaveLength(5);
    expect(codes.filter((c) => c === ResponsibleGamingCode.depositLimit)).toHaveLength(15);
    const held = app.services.db
      .prepare(
        "SELECT COALESCE(SUM(amount_cents), 0) FROM cashier_orders WHERE member_id = ? AND status IN ('pending', 'approved')",
      )
      .pluck()
      .get(m.id) as number;
    expect(held).toBe(12_500);
  });

  it('holds the room of a pending order; rejecting it frees the room, approving keeps it used', async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_week', 10_000);
    const a = (await deposit(app, m, '60')).json();
    const b = (await deposit(app, m, '40')).json();
    expect([a.code, b.code]).toEqual([100, 100]);
    expect((await deposit(app, m, '10')).json()).toMatchObject({
      code: 601,
      data: { period: 'week', remaining: '0.00' },
    });
    expect((await decide(app, a.data.order_number, false)).json().code).toBe(100);
    expect((await decide(app, b.data.order_number, true)).json().code).toBe(100);
    expect((await deposit(app, m, '70')).json()).toMatchObject({ code: 601, data: { remaining: '60.00' } });
    expect((await deposit(app, m, '60')).json().code).toBe(100);
  });

  it("counts the site zone's calendar day and its Monday-based week", async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_day', 5_000);
    setRgLimit(app.services.db, m.id, 'deposit_week', 20_000);
    const now = Date.now();
    const today = dayjs.tz(dayjs(now).tz(ZONE).format('YYYY-MM-DD'), ZONE);
    const monday = today.subtract((today.day() + 6) % 7, 'day');
    // A minute before Tokyo's midnight is yesterday: it does not count today (but this week, unless today is Monday),
    orderRow(m.id, 5_000, today.valueOf() - 60_000);
    // and the minute before this week's Monday is last week's.
    orderRow(m.id, 20_000, monday.valueOf() - 60_000);
    const yesterdayThisWeek = today.valueOf() - 60_000 >= monday.valueOf() ? 5_000 : 0;

    expect((await deposit(app, m, '50')).json().code).toBe(100);
    expect((await deposit(app, m, '10')).json()).toMatchObject({
      code: 601,
      data: { period: 'day', remaining: '0.00' },
    });

    // Without the day's limit the week's is the one: Monday 00:00 in Tokyo is this week's.
    setRgLimit(app.services.db, m.id, 'deposit_day', null);
    orderRow(m.id, 1_000, monday.valueOf());
    const weekLeft = 20_000 - yesterdayThisWeek - 5_000 - 1_000;
    expect((await deposit(app, m, ((weekLeft + 1) / 100).toFixed(2))).json()).toMatchObject({
      code: 601,
      data: { period: 'week', remaining: (weekLeft / 100).toFixed(2) },
    });
  });

  it('tells the member once a deposit fills a limit exactly (responsible_gaming.notice, after the commit)', async () => {
    const m = await cashierMember(app, { account: false });
    setRgLimit(app.services.db, m.id, 'deposit_month', 3_000);
    expect((await deposit(app, m, '10')).json().code).toBe(100);
    expect(memberEvents(recorder, m.id, RealtimeEvent.responsibleGaming)).toEqual([]);
    expect((await deposit(app, m, '20')).json().code).toBe(100);
    const heard = () => memberEvents(recorder, m.id, RealtimeEvent.responsibleGaming);
    while (heard().length === 0) await recorder.waitFor(recorder.events.length + 1);
    expect(heard()).toEqual([{ reason: 'deposit_limit', period: 'month' }]);
  });
});
