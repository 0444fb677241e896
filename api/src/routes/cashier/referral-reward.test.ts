// The referral reward paid through the cashier: a referred member's first approved deposit
// credits the referrer once (5 % for USD in the seed, capped), on the ledger, with member.cash
// to the referrer; later deposits and repeated approvals pay nothing more.
import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  cashierMember,
  decide,
  deposit,
  ledgerRows,
  mainCents,
  memberEvents,
  startCashierApp,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

describe('the referral reward on a referred member’s first deposit', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startCashierApp()));
  afterAll(() => close());

  async function referredPair() {
    const referrer = await cashierMember(app, { account: false });
    const friend = await cashierMember(app, { account: false });
    app.services.db.prepare('UPDATE members SET recommended_by = ? WHERE id = ?').run(referrer.id, friend.id);
    return { referrer, friend };
  }

  const orderOf = async (m: Awaited<ReturnType<typeof cashierMember>>, amount: string) => {
    const res = (await deposit(app, m, amount)).json();
    expect(res.code).toBe(100);
    return res.data.order_number as string;
  };

  it('pays the referrer 5 % of the first deposit once, through the ledger, and tells the referrer', async () => {
    const { referrer, friend } = await referredPair();
    const first = await orderOf(friend, '200.00');
    const approvals = await Promise.all(Array.from({ length: 5 }, () => decide(app, first, true)));
    expect(approvals.filter((a) => a.json().code === 100)).toHaveLength(1);

    expect(mainCents(app, referrer.id)).toBe(1_000);
    expect(ledgerRows(app.services.db, referrer.id)).toEqual([
      { gp_id: null, amount_cents: 1_000, balance_after_cents: 1_000, reason: 'reward' },
    ]);
    // The referrer's member.cash leaves after the commit: wait for it (a missing one times the test out).
    while (memberEvents(recorder, referrer.id, 'member.cash').length === 0)
      await recorder.waitFor(recorder.events.length + 1);
    expect(memberEvents(recorder, referrer.id, 'member.cash')).toEqual([{ cash: '10.00' }]);

    const second = await orderOf(friend, '300.00');
    await decide(app, second, true);
    expect(mainCents(app, referrer.id)).toBe(1_000);
    expect(mainCents(app, friend.id)).toBe(50_000);
  });

  it('caps the reward (50.00 for USD) and pays nothing for a rejected deposit', async () => {
    const { referrer, friend } = await referredPair();
    const rejected = await orderOf(friend, '5000.00');
    await decide(app, rejected, false);
    expect(mainCents(app, referrer.id)).toBe(0);
    const big = await orderOf(friend, '5000.00');
    await decide(app, big, true);
    expect(mainCents(app, referrer.id)).toBe(5_000);
  });
});
