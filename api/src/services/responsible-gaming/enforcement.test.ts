// Responsible gaming's checks with a chosen clock, on the real database: deposit limits through
// the cashier's own transaction counted in the site zone's calendar periods (weeks from Monday),
// loss limits from the provider wallets' bet and win rows, the login session's age against the
// session limit, and which exclusion runs when.
import type { FastifyInstance } from 'fastify';
import { ResponsibleGamingCode } from '@croupier/shared/contracts';
import { newMember, startProviderApp } from '../../routes/provider/__tests__/fixtures.js';
import { excludeMember, setRgLimit, setSiteZone } from '../../test/rg-rows.js';
import { createCashier } from '../cashier/index.js';
import { createRgEnforcement } from './enforcement.js';

jest.setTimeout(30_000);

/** Wednesday 25 November 2026, 01:00 in Tokyo (still Tuesday 24th, 16:00, in UTC). */
const NOW = Date.parse('2026-11-25T01:00:00+09:00');
const tokyo = (local: string) => Date.parse(`${local}+09:00`);
const METHOD = { id: 1, name: 'Bank Transfer' };

describe('responsible-gaming enforcement', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startProviderApp());
    setSiteZone(app.services.db, '1', 'Asia/Tokyo');
  });
  afterAll(() => close());

  const clock = { now: NOW };
  beforeEach(() => (clock.now = NOW));
  const rg = () => createRgEnforcement(app.services.db, app.services.rgUsage, app.services.sites, () => clock.now);
  const cashier = () =>
    createCashier(
      app.services.db,
      app.services.mainLedger,
      { publishToMember: async () => undefined },
      { warn: () => undefined },
      () => clock.now,
      rg(),
    );
  const order = (memberId: number, cents: number, at: number) =>
    app.services.db
      .prepare(
        `INSERT INTO cashier_orders (order_number, member_id, type, status, amount_cents, method_name, request_id, created_at, decided_at)
         VALUES (?, ?, 'deposit', 'approved', ?, 'Bank Transfer', ?, ?, ?)`,
      )
      .run(`DZ${memberId}x${at}`, memberId, cents, `r${memberId}x${at}`, at, at);
  const ledger = (memberId: number, cents: number, at: number, reason: 'bet' | 'win', gpId: string | null = 'GPZB') =>
    app.services.db
      .prepare(
        'INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, ?, ?, 0, ?, ?)',
      )
      .run(memberId, gpId, cents, reason, at);

  it('counts deposits in the calendar periods of the site zone, weeks from Monday', () => {
    const m = newMember(app);
    order(m.id, 1_000, tokyo('2026-11-24T23:30:00')); // Tokyo's yesterday (UTC's same day): this week, not today
    order(m.id, 2_000, tokyo('2026-11-23T00:30:00')); // Monday: this week
    order(m.id, 4_000, tokyo('2026-11-22T23:30:00')); // Sunday: last week, this month
    order(m.id, 8_000, tokyo('2026-10-31T23:30:00')); // October
    setRgLimit(app.services.db, m.id, 'deposit_day', 1_000);
    setRgLimit(app.services.db, m.id, 'deposit_week', 3_000 + 1_000);
    setRgLimit(app.services.db, m.id, 'deposit_month', 7_000 + 1_500);

    // Room: day 1 000, week 1 000, month 1 500.
    expect(rg().depositRoom(m.id, 1_000)).toEqual({ refusal: null, usedUp: 'day' });
    const over = cashier().createDeposit(m.id, METHOD, 1_100, 'over');
    expect(over).toMatchObject({
      refused: ResponsibleGamingCode.depositLimit,
      data: { period: 'day', remaining: '10.00' },
    });
    expect(cashier().createDeposit(m.id, METHOD, 1_000, 'fits')).toMatchObject({ created: true, limitFilled: 'day' });

    // Next Monday 00:00 in Tokyo: a new day and week (room 1 000 and 4 000), the same month (500 left).
    clock.now = tokyo('2026-11-30T00:00:00');
    expect(rg().depositRoom(m.id, 1_000).refusal).toEqual({ period: 'month', remainingCents: 500 });
    setRgLimit(app.services.db, m.id, 'deposit_month', null);
    expect(rg().depositRoom(m.id, 1_000)).toEqual({ refusal: null, usedUp: 'day' });
    expect(rg().depositRoom(m.id, 1_100).refusal).toEqual({ period: 'day', remainingCents: 1_000 });
    setRgLimit(app.services.db, m.id, 'deposit_day', null);
    expect(rg().depositRoom(m.id, 4_000)).toEqual({ refusal: null, usedUp: 'week' });
  });

  it('reaches a loss limit at net loss ≥ limit from the provider wallets only, in the zone day', () => {
    const m = newMember(app);
    setRgLimit(app.services.db, m.id, 'loss_day', 1_000);
    ledger(m.id, -5_000, tokyo('2026-11-24T23:59:00'), 'bet'); // yesterday in Tokyo
    ledger(m.id, -600, tokyo('2026-11-25T00:10:00'), 'bet');
    ledger(m.id, 100, tokyo('2026-11-25T00:11:00'), 'win');
    ledger(m.id, -9_000, tokyo('2026-11-25T00:12:00'), 'bet', null); // not a provider wallet's row
    expect(rg().lossLimitReached(m.id)).toBeNull();
    ledger(m.id, -500, tokyo('2026-11-25T00:20:00'), 'bet');
    expect(rg().lossLimitReached(m.id)).toBe('day');
    expect(rg().lossLimitJustReached(m.id, -500)).toBe('day');
    ledger(m.id, -100, tokyo('2026-11-25T00:21:00'), 'bet');
    // Already reached before this play: no second notice.
    expect(rg().lossLimitJustReached(m.id, -100)).toBeNull();
  });

  it("passes the session limit by the age of the request's login session", () => {
    const m = newMember(app);
    expect(rg().sessionLimitPassed(m.id, m.token)).toBeNull();
    setRgLimit(app.services.db, m.id, 'session', 30);
    app.services.db.prepare('UPDATE sessions SET created_at = ? WHERE member_id = ?').run(NOW - 29 * 60_000, m.id);
    expect(rg().sessionLimitPassed(m.id, m.token)).toBeNull();
    clock.now = NOW + 60_000;
    expect(rg().sessionLimitPassed(m.id, m.token)).toBe(30);
    expect(rg().sessionLimitPassed(m.id, 'another-token')).toBeNull();
  });

  it('finds the exclusion running at a time: from its start, until its end', () => {
    const m = newMember(app);
    excludeMember(app.services.db, m.id, 'time_out', NOW, NOW + 3_600_000);
    excludeMember(app.services.db, m.id, 'self_exclusion', NOW + 60_000, NOW + 7_200_000);
    expect(rg().exclusionAt(m.id, NOW - 1)).toBeNull();
    expect(rg().exclusionAt(m.id, NOW)).toEqual({ kind: 'time_out', until: NOW + 3_600_000 });
    expect(rg().exclusionAt(m.id, NOW + 60_000)).toEqual({ kind: 'self_exclusion', until: NOW + 7_200_000 });
    expect(rg().exclusionAt(m.id, NOW + 7_200_000)).toBeNull();
    expect(rg().siteTimeOf(m.id, NOW)).toBe('2026-11-25 01:00:00');
  });
});
