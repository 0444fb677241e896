// The one writer of main-wallet money (members.cash_cents): the cashier, the referral reward,
// the console's wallet adjustment, the games' main<->provider transfers, agent transfers and
// commissions, red envelopes, sign-in rewards and promotion bonuses all move main here. One
// ledger row (gp_id NULL) and the new balance per movement, written inside the caller's
// transaction; and member.cash after the commit with the balance read then (services/realtime/publisher.ts sends them one at a time per member in call
// order, so the last one a client hears is the latest).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import type { RealtimePublisher } from '../realtime/index.js';

export function createMainLedger(
  db: Db,
  publisher: Pick<RealtimePublisher, 'publishMemberCash'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = Date.now,
) {
  const readMain = db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck();
  const writeMain = db.prepare('UPDATE members SET cash_cents = ? WHERE id = ?');
  const writeLedger = db.prepare(
    `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, NULL, ?, ?, ?, ?)`,
  );

  const mainOf = (memberId: number) => readMain.get(memberId) as number | undefined;

  return {
    /** The main balance; undefined when there is no such member. */
    findMain: mainOf,
    /** The main balance (0 for no such member). */
    readMain: (memberId: number) => mainOf(memberId) ?? 0,

    /** Moves main by `delta` with its ledger row; call inside a transaction (the CHECK keeps main >= 0). */
    moveMain(memberId: number, delta: number, reason: string): { balance: number; ledgerId: number } {
      const after = (readMain.get(memberId) as number) + delta;
      writeMain.run(after, memberId);
      const ledgerId = Number(writeLedger.run(memberId, delta, after, reason, now()).lastInsertRowid);
      return { balance: after, ledgerId };
    },

    /**
     * member.cash with the balance read now (after the commit); the publisher sends one at a time
     * per member in call order, whichever service moved the money. A failure is logged, not thrown.
     */
    async announce(memberId: number): Promise<void> {
      try {
        await publisher.publishMemberCash(memberId, formatCents(mainOf(memberId) ?? 0));
      } catch (err) {
        log.warn({ memberId, reason: err instanceof Error ? err.message : String(err) }, 'member.cash publish failed');
      }
    },
  };
}
export type MainLedger = ReturnType<typeof createMainLedger>;
