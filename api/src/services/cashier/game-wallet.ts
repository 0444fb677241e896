// Money between a member's main wallet (members.cash_cents) and the provider wallets
// (member_wallets), and bets and wins on a provider wallet. Every balance change writes its
// ledger row (wallet_ledger, gp_id NULL = main) with the balance after it: main's half of a
// transfer through the main ledger (its one writer), the provider's half here; the callers run these
// inside ONE transaction with whatever else changes (sessions, is_playing), so money is never
// half moved. Over a member's ledger: sum(amount) = main + provider wallets, and transfers sum to 0.
import type { FastifyBaseLogger } from 'fastify';
import { RealtimeEvent } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import type { MainLedger } from './main-ledger.js';
import type { RealtimePublisher } from '../realtime/index.js';

export class InsufficientBalanceError extends Error {}

/** Ledger reasons: transfers name the other wallet ('main' or a gp_id). */
export const LedgerReason = {
  transferTo: (wallet: string) => `transfer_to:${wallet}`,
  transferFrom: (wallet: string) => `transfer_from:${wallet}`,
  bet: 'bet',
  win: 'win',
} as const;
export const MAIN_WALLET = 'main';

export interface MovedBalance {
  gp_id: string;
  cents: number;
}

export function createGameWallet(
  db: Db,
  ledger: Pick<MainLedger, 'readMain' | 'moveMain' | 'announce'>,
  publisher: Pick<RealtimePublisher, 'publishToMember'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = Date.now,
) {
  const readProvider = db.prepare('SELECT cash_cents FROM member_wallets WHERE member_id = ? AND gp_id = ?').pluck();
  const writeProvider = db.prepare(
    `INSERT INTO member_wallets (member_id, gp_id, cash_cents, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id, gp_id) DO UPDATE SET cash_cents = excluded.cash_cents, updated_at = excluded.updated_at`,
  );
  const providersWithMoney = db
    .prepare('SELECT gp_id FROM member_wallets WHERE member_id = ? AND cash_cents > 0 ORDER BY gp_id')
    .pluck();
  const writeProviderLedger = db.prepare(
    `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  const mainCents = ledger.readMain;
  const providerCents = (memberId: number, gpId: string) =>
    (readProvider.get(memberId, gpId) as number | undefined) ?? 0;

  function setMain(memberId: number, delta: number, reason: string): number {
    const after = mainCents(memberId) + delta;
    if (after < 0) throw new InsufficientBalanceError(`main wallet cannot cover ${formatCents(-delta)}`);
    return ledger.moveMain(memberId, delta, reason).balance;
  }
  function setProvider(memberId: number, gpId: string, delta: number, reason: string): number {
    const after = providerCents(memberId, gpId) + delta;
    if (after < 0) throw new InsufficientBalanceError(`${gpId} wallet cannot cover ${formatCents(-delta)}`);
    writeProvider.run(memberId, gpId, after, now());
    writeProviderLedger.run(memberId, gpId, delta, after, reason, now());
    return after;
  }

  function moveProviderToMain(memberId: number, gpId: string): number {
    const cents = providerCents(memberId, gpId);
    if (cents === 0) return 0;
    setProvider(memberId, gpId, -cents, LedgerReason.transferTo(MAIN_WALLET));
    setMain(memberId, cents, LedgerReason.transferFrom(gpId));
    return cents;
  }

  async function announce(memberId: number, event: string, data: unknown): Promise<void> {
    try {
      await publisher.publishToMember(memberId, event, data);
    } catch (err) {
      log.warn(
        { memberId, event, reason: err instanceof Error ? err.message : String(err) },
        'member event publish failed',
      );
    }
  }

  // Announcements go out one at a time per member and carry the balance at sending time, so the
  // last member.cash a client hears is always the balance after the last change.
  const announcing = new Map<number, Promise<void>>();
  // Transfer-backs running, per member (one process owns the database; see README).
  const transferringBack = new Set<number>();

  return {
    mainCents,
    providerCents,

    /** Moves the whole main balance into the provider wallet; 0 moves write nothing. Call inside a transaction. */
    moveMainToProvider(memberId: number, gpId: string): number {
      const cents = mainCents(memberId);
      if (cents === 0) return 0;
      setMain(memberId, -cents, LedgerReason.transferTo(gpId));
      setProvider(memberId, gpId, cents, LedgerReason.transferFrom(MAIN_WALLET));
      return cents;
    },

    /** Moves the whole provider balance back to main. Call inside a transaction. */
    moveProviderToMain,

    /** Every provider wallet holding money, moved back to main. Call inside a transaction. */
    moveAllToMain(memberId: number): MovedBalance[] {
      const gpIds = providersWithMoney.all(memberId) as string[];
      return gpIds.map((gp_id) => ({ gp_id, cents: moveProviderToMain(memberId, gp_id) }));
    },

    /** Debits the bet and credits the win on a provider wallet; the balance after. Call inside a transaction. */
    betAndWin(memberId: number, gpId: string, betCents: number, winCents: number): number {
      let after = setProvider(memberId, gpId, -betCents, LedgerReason.bet);
      if (winCents > 0) after = setProvider(memberId, gpId, winCents, LedgerReason.win);
      return after;
    },

    /** Publishes member.cash with the main balance once the earlier announcements for the member are out. */
    announceCash(memberId: number): Promise<void> {
      const previous = announcing.get(memberId) ?? Promise.resolve();
      const next = previous.then(() => ledger.announce(memberId));
      announcing.set(memberId, next);
      void next.then(() => {
        if (announcing.get(memberId) === next) announcing.delete(memberId);
      });
      return next;
    },

    /** Any event on the member's private channel; a failure is logged (the change it tells of stands). */
    announce,

    /** all_transfer_back on the member's private channel (the client reloads its wallet list). */
    announceTransferBack(memberId: number): Promise<void> {
      return announce(memberId, RealtimeEvent.allTransferBack, { cash: formatCents(mainCents(memberId)) });
    },

    /** Runs `work` unless a transfer-back of the member is running (then resolves to null). */
    async exclusiveTransferBack<T>(memberId: number, work: () => Promise<T>): Promise<T | null> {
      if (transferringBack.has(memberId)) return null;
      transferringBack.add(memberId);
      try {
        return await work();
      } finally {
        transferringBack.delete(memberId);
      }
    },
  };
}
export type GameWallet = ReturnType<typeof createGameWallet>;
