// The main wallet: every balance change writes its ledger row and the new balance in one
// transaction, then tells the member's windows through `member.cash`.
import type { FastifyBaseLogger } from 'fastify';
import type { MyCash } from '@croupier/shared/contracts';
import type { Db } from '../db/database.js';
import { formatCents } from '../lib/money.js';
import type { RealtimePublisher } from './realtime-publisher.js';

export class MemberNotFoundError extends Error {}
export class InsufficientCashError extends Error {}

export interface CashAdjustment {
  member_id: number;
  balance_cents: number;
  cash: string;
  ledger_id: number;
}

export function createWallet(
  db: Db,
  publisher: Pick<RealtimePublisher, 'publishMemberCash'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const readCash = db.prepare('SELECT cash_cents FROM members WHERE id = ?');
  const writeCash = db.prepare('UPDATE members SET cash_cents = ? WHERE id = ?');
  const writeLedger = db.prepare(
    `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at)
     VALUES (?, NULL, ?, ?, ?, ?)`,
  );
  const providerWallets = db.prepare(
    `SELECT w.gp_id, w.cash_cents, p.icon_dark FROM member_wallets w
     JOIN game_providers p ON p.gp_id = w.gp_id
     WHERE w.member_id = ? ORDER BY w.gp_id`,
  );

  const applyAdjustment = db.transaction((memberId: number, deltaCents: number, reason: string) => {
    const row = readCash.get(memberId) as { cash_cents: number } | undefined;
    if (!row) throw new MemberNotFoundError(`member ${memberId} not found`);
    const balance = row.cash_cents + deltaCents;
    if (balance < 0) throw new InsufficientCashError(`balance ${formatCents(row.cash_cents)} cannot cover ${formatCents(deltaCents)}`);
    writeCash.run(balance, memberId);
    const ledger = writeLedger.run(memberId, deltaCents, balance, reason, Date.now());
    return { balance, ledgerId: Number(ledger.lastInsertRowid) };
  });

  return {
    /**
     * Changes the main wallet by deltaCents. The balance is committed before publishing; a
     * realtime failure is logged, not thrown (clients also refetch the balance).
     */
    async adjustCash(memberId: number, deltaCents: number, reason: string): Promise<CashAdjustment> {
      if (!Number.isSafeInteger(deltaCents)) throw new RangeError('deltaCents must be an integer');
      const { balance, ledgerId } = applyAdjustment(memberId, deltaCents, reason);
      const cash = formatCents(balance);
      try {
        await publisher.publishMemberCash(memberId, cash);
      } catch (err) {
        log.warn({ memberId, reason: err instanceof Error ? err.message : String(err) }, 'member.cash publish failed');
      }
      return { member_id: memberId, balance_cents: balance, cash, ledger_id: ledgerId };
    },

    /** Game-provider balances; total adds the main wallet. */
    myCash(memberId: number, mainCents: number): MyCash {
      const rows = providerWallets.all(memberId) as { gp_id: string; cash_cents: number; icon_dark: string }[];
      const total = rows.reduce((sum, r) => sum + r.cash_cents, mainCents);
      return {
        my_cash_list: rows.map((r) => ({
          gp_id: r.gp_id,
          is_light: r.cash_cents > 0 ? 1 : 0,
          icon_dark: r.icon_dark,
          cash: formatCents(r.cash_cents),
        })),
        total: formatCents(total),
      };
    },
  };
}
export type Wallet = ReturnType<typeof createWallet>;
