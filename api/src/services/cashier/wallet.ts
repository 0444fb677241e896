// The operator's wallet adjustment and the member's wallet list: a main-wallet change is one
// transaction through the main ledger, then `member.cash` tells the member's windows.
import type { MyCash } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import type { MainLedger } from './main-ledger.js';

export class MemberNotFoundError extends Error {}
export class InsufficientCashError extends Error {}

export interface CashAdjustment {
  member_id: number;
  balance_cents: number;
  cash: string;
  ledger_id: number;
}

export function createWallet(db: Db, ledger: Pick<MainLedger, 'findMain' | 'moveMain' | 'announce'>) {
  const providerWallets = db.prepare(
    `SELECT w.gp_id, w.cash_cents, p.icon_dark FROM member_wallets w
     JOIN game_providers p ON p.gp_id = w.gp_id
     WHERE w.member_id = ? ORDER BY w.gp_id`,
  );

  const applyAdjustment = db.transaction((memberId: number, deltaCents: number, reason: string) => {
    if (!Number.isSafeInteger(deltaCents)) throw new RangeError('deltaCents must be an integer');
    const before = ledger.findMain(memberId);
    if (before === undefined) throw new MemberNotFoundError(`member ${memberId} not found`);
    if (before + deltaCents < 0)
      throw new InsufficientCashError(`balance ${formatCents(before)} cannot cover ${formatCents(deltaCents)}`);
    return { before, ...ledger.moveMain(memberId, deltaCents, reason) };
  });

  return {
    /**
     * Changes the main wallet by deltaCents. The balance is committed before publishing; a
     * realtime failure is logged, not thrown (clients also refetch the balance).
     */
    async adjustCash(memberId: number, deltaCents: number, reason: string): Promise<CashAdjustment> {
      const { balance, ledgerId } = applyAdjustment(memberId, deltaCents, reason);
      await ledger.announce(memberId);
      return { member_id: memberId, balance_cents: balance, cash: formatCents(balance), ledger_id: ledgerId };
    },

    /**
     * adjustCash without the publishing, for a caller that adjusts inside its own transaction (the
     * console's audited adjustment); it calls the main ledger's announce once that has committed.
     * Throws MemberNotFoundError, InsufficientCashError. `before`: the balance it found.
     */
    adjustWithin: (memberId: number, deltaCents: number, reason: string) =>
      applyAdjustment(memberId, deltaCents, reason),

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
