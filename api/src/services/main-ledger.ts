// Money movements on main wallets outside the cashier (agent transfers and commissions, red
// envelopes, sign-in rewards, promotion bonuses): one ledger row and the new balance per
// movement, written inside the caller's transaction; and member.cash after the commit with the
// balance read then (services/realtime-publisher.ts sends them one at a time per member in call
// order, so the last one a client hears is the latest).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { formatCents } from '../lib/money.js';
import type { RealtimePublisher } from './realtime-publisher.js';

export function createMainLedger(db: Db, publisher: Pick<RealtimePublisher, 'publishMemberCash'>, log: Pick<FastifyBaseLogger, 'warn'>, now: () => number = Date.now) {
  const readMain = db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck();
  const writeMain = db.prepare('UPDATE members SET cash_cents = ? WHERE id = ?');
  const writeLedger = db.prepare(
    `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, NULL, ?, ?, ?, ?)`,
  );

  return {
    readMain: (memberId: number) => (readMain.get(memberId) as number | undefined) ?? 0,

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
        await publisher.publishMemberCash(memberId, formatCents((readMain.get(memberId) as number | undefined) ?? 0));
      } catch (err) {
        log.warn({ memberId, reason: err instanceof Error ? err.message : String(err) }, 'member.cash publish failed');
      }
    },
  };
}
export type MainLedger = ReturnType<typeof createMainLedger>;
