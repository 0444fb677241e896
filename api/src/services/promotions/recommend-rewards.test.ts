// The referral reward, called as the cashier calls it: inside the transaction that approves a
// deposit, on a real SQLite database with the seed.
import { openDatabase, type Db } from '../../db/database.js';
import { seedAreas, seedIfEmpty } from '../../db/seed.js';
import { createMainLedger } from '../cashier/index.js';
import { createRecommendRewards, rewardCents } from './recommend-rewards.js';

jest.setTimeout(60_000);

describe('recommendRewards.onDepositApproved', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase(':memory:');
    await seedIfEmpty(db);
    seedAreas(db);
    rewards = createRecommendRewards(
      db,
      createMainLedger(db, { publishMemberCash: async () => undefined }, { warn: () => undefined }),
    );
  });
  afterAll(() => db.close());

  let n = 0;
  /** A new USD member referred by `referrer` (or nobody). */
  function member(referrer: string | null, currency = 'USD'): number {
    n += 1;
    const by = referrer === null ? null : idOf(referrer);
    return Number(
      db
        .prepare(
          "INSERT INTO members (site_id, member_account, password_hash, member_currency, recommended_by, created_at) VALUES ('1', ?, '!', ?, ?, 0)",
        )
        .run(`reftest${n}`, currency, by).lastInsertRowid,
    );
  }
  const idOf = (account: string) =>
    db.prepare("SELECT id FROM members WHERE site_id = '1' AND member_account = ?").pluck().get(account) as number;
  const cash = (id: number) => db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(id) as number;
  const ledgerSum = (id: number) =>
    db
      .prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM wallet_ledger WHERE member_id = ?')
      .pluck()
      .get(id) as number;
  let rewards: ReturnType<typeof createRecommendRewards>;
  /** As the cashier would: the approval and the reward in one transaction. */
  const approve = (memberId: number, amountCents: number, times = 1) =>
    db.transaction(() =>
      rewards.onDepositApproved({
        member_id: memberId,
        order_number: `D${memberId}-${times}`,
        amount_cents: amountCents,
        deposit_times: times,
      }),
    )();

  it('computes the rate in basis points, rounded down, at most the cap (0 = none)', () => {
    expect(rewardCents(10_000, 500, 5_000)).toBe(500);
    expect(rewardCents(1_999, 500, 0)).toBe(99);
    expect(rewardCents(2_000_000, 500, 5_000)).toBe(5_000);
  });

  it('pays the referrer on the first deposit: main wallet, ledger row (reward, balance after), reward row', () => {
    const referrer = member(null);
    const referred = member(`reftest${n}`);
    const before = cash(referrer);
    const paid = approve(referred, 30_000);
    expect(paid).toEqual({ referrer_id: referrer, reward_cents: 1_500, cash: '15.00' });
    expect(cash(referrer)).toBe(before + 1_500);
    const row = db
      .prepare(
        'SELECT amount_cents, balance_after_cents, reason, gp_id FROM wallet_ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(referrer);
    expect(row).toEqual({ amount_cents: 1_500, balance_after_cents: before + 1_500, reason: 'reward', gp_id: null });
    expect(ledgerSum(referrer)).toBe(cash(referrer));
    expect(
      db
        .prepare('SELECT order_number, deposit_cents, reward_cents FROM recommend_rewards WHERE member_id = ?')
        .get(referred),
    ).toEqual({
      order_number: `D${referred}-1`,
      deposit_cents: 30_000,
      reward_cents: 1_500,
    });
    expect(db.prepare('SELECT first_deposit_at IS NOT NULL FROM members WHERE id = ?').pluck().get(referred)).toBe(1);
  });

  it('pays once per referred member, never on a later deposit, and caps the reward', () => {
    const referrer = member(null);
    const referred = member(`reftest${n}`);
    expect(approve(referred, 10_000_000)?.reward_cents).toBe(5_000);
    expect(approve(referred, 10_000, 2)).toBeNull();
    // A caller that says "first" twice still pays once.
    expect(approve(referred, 10_000, 1)).toBeNull();
    expect(cash(referrer)).toBe(5_000);
  });

  it('pays nothing without a referrer, or across currencies, but marks the first deposit', () => {
    const alone = member(null);
    expect(approve(alone, 10_000)).toBeNull();
    expect(db.prepare('SELECT first_deposit_at IS NOT NULL FROM members WHERE id = ?').pluck().get(alone)).toBe(1);
    const usd = member(null);
    const inr = member(`reftest${n}`, 'INR');
    expect(approve(inr, 10_000)).toBeNull();
    expect(cash(usd)).toBe(0);
  });

  it('rolls back with the caller’s transaction', () => {
    const referrer = member(null);
    const referred = member(`reftest${n}`);
    expect(() =>
      db.transaction(() => {
        rewards.onDepositApproved({ member_id: referred, order_number: 'X', amount_cents: 10_000, deposit_times: 1 });
        throw new Error('the approval failed');
      })(),
    ).toThrow('the approval failed');
    expect([cash(referrer), ledgerSum(referrer)]).toEqual([0, 0]);
    expect(approve(referred, 10_000)?.reward_cents).toBe(500);
  });

  it('leaves the seeded members’ books balanced (ledger sum = main wallet)', () => {
    for (const account of ['friend01', 'forcepw01']) expect(ledgerSum(idOf(account))).toBe(cash(idOf(account)));
    const reward = db
      .prepare("SELECT balance_after_cents FROM wallet_ledger WHERE member_id = ? AND reason = 'reward'")
      .pluck()
      .all(idOf('player01'));
    expect(reward).toEqual([cash(idOf('player01'))]);
    expect(cash(idOf('player01'))).toBe(100_000);
    // The seed runs at every start: nothing is paid or sent twice.
    const announcements = () => db.prepare('SELECT COUNT(*) FROM announcements').pluck().get();
    const before = announcements();
    seedAreas(db);
    expect(cash(idOf('player01'))).toBe(100_000);
    expect(db.prepare('SELECT COUNT(*) FROM letters WHERE member_id = ?').pluck().get(idOf('player01'))).toBe(3);
    // The member centre's three, the marquee's five (seeds/promotions-content.ts), none twice.
    expect([before, announcements()]).toEqual([8, 8]);
  });
});
