// The friend referral's reward (spec 02 §2 recommend_award): when a referred member's FIRST
// deposit is approved, the member who referred it earns the currency's rate of that deposit (at
// most its cap), paid into the referrer's main wallet through the main ledger (reason 'reward').
// It runs inside the cashier's approval transaction, so the deposit and the reward commit or
// roll back together; the caller publishes member.cash to the referrer after the commit.
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import type { MainLedger } from '../cashier/index.js';

export const REWARD_LEDGER_REASON = 'reward';

export interface ApprovedDeposit {
  member_id: number;
  order_number: string;
  amount_cents: number;
  /** 1 for the member's first approved deposit. */
  deposit_times: number;
}

export interface RewardPaid {
  referrer_id: number;
  reward_cents: number;
  /** The referrer's main balance after the reward, for member.cash. */
  cash: string;
}

/** The reward of a deposit at `rateBp` basis points, at most `capCents` (0 = no cap); rounded down. */
export function rewardCents(amountCents: number, rateBp: number, capCents: number): number {
  const reward = Math.floor((amountCents * rateBp) / 10_000);
  return capCents > 0 ? Math.min(reward, capCents) : reward;
}

export function createRecommendRewards(db: Db, ledger: Pick<MainLedger, 'moveMain'>, now: () => number = Date.now) {
  const referred = db.prepare(
    `SELECT m.site_id, m.member_currency, m.first_deposit_at, r.id AS referrer_id, r.member_currency AS referrer_currency,
            b.reward_rate_bp, b.reward_cap_cents
       FROM members m
       LEFT JOIN members r ON r.id = m.recommended_by
       LEFT JOIN bonus_settings b ON b.site_id = m.site_id AND b.currency = m.member_currency AND b.is_friend = 1
      WHERE m.id = ?`,
  );
  const markFirstDeposit = db.prepare(
    'UPDATE members SET first_deposit_at = ? WHERE id = ? AND first_deposit_at IS NULL',
  );
  const rewarded = db.prepare('SELECT 1 FROM recommend_rewards WHERE member_id = ?');
  const insertReward = db.prepare(
    `INSERT INTO recommend_rewards (site_id, referrer_id, member_id, order_number, deposit_cents, reward_cents, ledger_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  /** A savepoint inside the caller's transaction (its own transaction when called alone). */
  const apply = db.transaction((deposit: ApprovedDeposit): RewardPaid | null => {
    if (deposit.deposit_times !== 1 || !Number.isSafeInteger(deposit.amount_cents) || deposit.amount_cents <= 0)
      return null;
    const row = referred.get(deposit.member_id) as
      | {
          site_id: string;
          member_currency: string;
          referrer_id: number | null;
          referrer_currency: string | null;
          reward_rate_bp: number | null;
          reward_cap_cents: number | null;
        }
      | undefined;
    if (!row) return null;
    const t = now();
    markFirstDeposit.run(t, deposit.member_id);
    // No referrer, the referral closed for the currency, or a referrer in another currency (no
    // exchange rates here): no reward. One reward per referred member, whatever the caller says.
    if (row.referrer_id === null || row.referrer_currency !== row.member_currency || rewarded.get(deposit.member_id))
      return null;
    const reward = rewardCents(deposit.amount_cents, row.reward_rate_bp ?? 0, row.reward_cap_cents ?? 0);
    if (reward <= 0) return null;
    const { balance, ledgerId } = ledger.moveMain(row.referrer_id, reward, REWARD_LEDGER_REASON);
    insertReward.run(
      row.site_id,
      row.referrer_id,
      deposit.member_id,
      deposit.order_number,
      deposit.amount_cents,
      reward,
      ledgerId,
      t,
    );
    return { referrer_id: row.referrer_id, reward_cents: reward, cash: formatCents(balance) };
  });

  return {
    /**
     * Call inside the transaction that approves a deposit. Marks the member's first deposit and,
     * when it is the first and the member was referred, pays the referrer; null when nothing was paid.
     */
    onDepositApproved: (deposit: ApprovedDeposit): RewardPaid | null => apply(deposit),
  };
}
