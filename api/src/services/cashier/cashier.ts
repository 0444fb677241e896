// Deposit and withdrawal orders and the money they move. Every movement is ONE better-sqlite3
// transaction with the order's change: a deposit credits main when it is approved
// ('deposit:<order_number>'); a withdrawal takes its amount from main when it is made, as a held
// row ('withdrawal:<order_number>'), and gives it back when rejected ('withdrawal_refund:<order_number>');
// approving a withdrawal moves nothing (the money already left). Deciding is idempotent: only a
// pending order changes (UPDATE … WHERE status = 'pending'), so concurrent approvals credit once and
// the others answer orderAlreadyDecided with the status. After the commit, member.cash (the main
// balance at sending time, one at a time per member) and, for an approved deposit,
// member_deposit.success. A deposit is checked against the member's deposit limits inside its
// IMMEDIATE transaction (pending orders hold their room), so two at once never pass a limit
// together; one that fills a limit exactly is told on the member's channel after the commit.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  API_PREFIX,
  CashierCode,
  RealtimeEvent,
  type CashierOrder,
  type DepositOrder,
  type OrderStatus,
  type OrderType,
  type RealtimePayloads,
  type RgPeriod,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import type { MainLedger } from './main-ledger.js';
import type { RealtimePublisher } from '../realtime/index.js';
import { depositLimitAnswer, type RgEnforcement } from '../responsible-gaming/index.js';

/** Ledger reasons of the cashier (the games' reasons are LedgerReason in game-wallet.ts). */
export const CashierReason = {
  deposit: (orderNumber: string) => `deposit:${orderNumber}`,
  withdrawal: (orderNumber: string) => `withdrawal:${orderNumber}`,
  withdrawalRefund: (orderNumber: string) => `withdrawal_refund:${orderNumber}`,
} as const;

/** What the "a deposit was approved" hook hears. */
export interface DepositApproved {
  member_id: number;
  order_number: string;
  amount_cents: number;
  /** The member's approved deposits, this one included (1 = the first deposit). */
  deposit_times: number;
}
/**
 * Called INSIDE the approving transaction, after the credit: it may write to the database
 * (synchronously; better-sqlite3 transactions cannot await) and what it writes commits or rolls
 * back with the approval; a throw undoes the approval. The referral reward (a friend's first
 * deposit) is wired here: `services.cashier.onDepositApproved((e) => { if (e.deposit_times === 1) … })`.
 * Money it pays must go through the main ledger in the same transaction and is announced by the
 * member.cash the cashier publishes after the commit only for the depositing member.
 */
export type DepositApprovedListener = (event: DepositApproved) => void;

export interface OrderRow {
  id: number;
  order_number: string;
  member_id: number;
  type: OrderType;
  status: OrderStatus;
  amount_cents: number;
  method_id: number | null;
  method_name: string;
  bank_account_id: number | null;
  bank_account_masked: string | null;
  request_id: string;
  created_at: number;
  decided_at: number | null;
}

export interface MethodRef {
  id: number;
  name: string;
}

/** A decided order: whether money moved, and the approved deposit the hook heard. */
export type Decided = { order: OrderRow; moved: boolean; approvedDeposit: DepositApproved | null };

/** data: what the refusal's code carries (a deposit limit's period and remaining room). */
export type CashierRefusal = { refused: number; message: string; status?: OrderStatus; data?: unknown };
/** limitFilled: the shortest deposit-limit period this deposit filled exactly. */
export type Created = { order: OrderRow; created: boolean; limitFilled?: RgPeriod };

/** The development payment page of a deposit; a real operator puts its PSP's page here. */
export const paymentUrl = (orderNumber: string) => `${API_PREFIX}/dev/payment/${encodeURIComponent(orderNumber)}`;

export function toCashierOrder(row: OrderRow): CashierOrder {
  return {
    order_number: row.order_number,
    type: row.type,
    status: row.status,
    amount: formatCents(row.amount_cents),
    method_name: row.method_name,
    ...(row.bank_account_masked === null ? {} : { bank_account_masked: row.bank_account_masked }),
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}
export const toDepositOrder = (row: OrderRow): DepositOrder => ({
  ...toCashierOrder(row),
  payment_url: paymentUrl(row.order_number),
});

/** 'D' or 'W', the UTC date, 8 random digits: D2026112501234567. */
function newOrderNumber(type: OrderType, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `${type === 'deposit' ? 'D' : 'W'}${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function createCashier(
  db: Db,
  ledger: Pick<MainLedger, 'readMain' | 'moveMain' | 'announce'>,
  publisher: Pick<RealtimePublisher, 'publishToMember'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = Date.now,
  rg?: Pick<RgEnforcement, 'depositRoom'>,
) {
  const byRequest = db.prepare('SELECT * FROM cashier_orders WHERE member_id = ? AND request_id = ?');
  const byNumber = db.prepare('SELECT * FROM cashier_orders WHERE order_number = ?');
  const numberTaken = db.prepare('SELECT 1 FROM cashier_orders WHERE order_number = ?').pluck();
  const insertOrder = db.prepare(
    `INSERT INTO cashier_orders (order_number, member_id, type, status, amount_cents, method_id, method_name,
       bank_account_id, bank_account_masked, request_id, created_at)
     VALUES (@order_number, @member_id, @type, 'pending', @amount_cents, @method_id, @method_name,
       @bank_account_id, @bank_account_masked, @request_id, @created_at)`,
  );
  const decideOrder = db.prepare(
    "UPDATE cashier_orders SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'",
  );
  const approvedDeposits = db
    .prepare("SELECT COUNT(*) FROM cashier_orders WHERE member_id = ? AND type = 'deposit' AND status = 'approved'")
    .pluck();
  const needsAccountFirst = db
    .prepare(
      `SELECT need_bank_account_deposit_verified = 1
         AND NOT EXISTS (SELECT 1 FROM member_bank_accounts WHERE member_id = members.id)
       FROM members WHERE id = ?`,
    )
    .pluck();

  const depositListeners: DepositApprovedListener[] = [];

  function insert(
    memberId: number,
    type: OrderType,
    amountCents: number,
    method: MethodRef,
    requestId: string,
    account?: { id: number; masked: string },
  ): OrderRow {
    let orderNumber = newOrderNumber(type, now());
    while (numberTaken.get(orderNumber)) orderNumber = newOrderNumber(type, now());
    insertOrder.run({
      order_number: orderNumber,
      member_id: memberId,
      type,
      amount_cents: amountCents,
      method_id: method.id,
      method_name: method.name,
      bank_account_id: account?.id ?? null,
      bank_account_masked: account?.masked ?? null,
      request_id: requestId,
      created_at: now(),
    });
    return byNumber.get(orderNumber) as OrderRow;
  }

  const existing = (memberId: number, requestId: string) => byRequest.get(memberId, requestId) as OrderRow | undefined;

  const deposit = db.transaction(
    (memberId: number, method: MethodRef, amountCents: number, requestId: string): Created | CashierRefusal => {
      const before = existing(memberId, requestId);
      if (before) return { order: before, created: false };
      if (needsAccountFirst.get(memberId)) {
        return { refused: CashierCode.bankAccountRequired, message: 'Bind a bank account before depositing' };
      }
      const room = rg?.depositRoom(memberId, amountCents, now());
      if (room?.refusal) {
        const answer = depositLimitAnswer(room.refusal.period, room.refusal.remainingCents);
        return { refused: answer.code, message: answer.message, data: answer.data };
      }
      const order = insert(memberId, 'deposit', amountCents, method, requestId);
      return room?.usedUp ? { order, created: true, limitFilled: room.usedUp } : { order, created: true };
    },
  );

  const withdraw = db.transaction(
    (
      memberId: number,
      method: MethodRef,
      account: { id: number; masked: string },
      amountCents: number,
      requestId: string,
    ): Created | CashierRefusal => {
      const before = existing(memberId, requestId);
      if (before) return { order: before, created: false };
      if (amountCents > ledger.readMain(memberId)) {
        return { refused: CashierCode.insufficientBalance, message: 'The main balance does not cover this amount' };
      }
      const order = insert(memberId, 'withdrawal', amountCents, method, requestId, account);
      ledger.moveMain(memberId, -amountCents, CashierReason.withdrawal(order.order_number));
      return { order, created: true };
    },
  );

  const decide = db.transaction((orderNumber: string, approve: boolean): Decided | CashierRefusal => {
    const row = byNumber.get(orderNumber) as OrderRow | undefined;
    if (!row) return { refused: CashierCode.orderNotFound, message: `No order ${orderNumber}` };
    const status: OrderStatus = approve ? 'approved' : 'rejected';
    if (decideOrder.run(status, now(), row.id).changes === 0) {
      return {
        refused: CashierCode.orderAlreadyDecided,
        message: `Order ${orderNumber} is already ${row.status}`,
        status: row.status,
      };
    }
    let moved = false;
    let approvedDeposit: DepositApproved | null = null;
    if (row.type === 'deposit' && approve) {
      ledger.moveMain(row.member_id, row.amount_cents, CashierReason.deposit(row.order_number));
      moved = true;
      approvedDeposit = {
        member_id: row.member_id,
        order_number: row.order_number,
        amount_cents: row.amount_cents,
        deposit_times: approvedDeposits.get(row.member_id) as number,
      };
      for (const listener of depositListeners) listener(approvedDeposit);
    } else if (row.type === 'withdrawal' && !approve) {
      ledger.moveMain(row.member_id, row.amount_cents, CashierReason.withdrawalRefund(row.order_number));
      moved = true;
    }
    return { order: byNumber.get(orderNumber) as OrderRow, moved, approvedDeposit };
  });

  // member.cash (then member_deposit.success) goes out one at a time per member with the balance
  // at sending time, so the last one a client hears is the balance after the last change.
  const announcing = new Map<number, Promise<void>>();
  async function publishSafely(memberId: number, what: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (err) {
      log.warn(
        { memberId, event: what, reason: err instanceof Error ? err.message : String(err) },
        'cashier publish failed',
      );
    }
  }
  function announce(memberId: number, deposit: DepositApproved | null): Promise<void> {
    const previous = announcing.get(memberId) ?? Promise.resolve();
    const next = previous.then(async () => {
      await ledger.announce(memberId);
      if (deposit) {
        const data: RealtimePayloads[typeof RealtimeEvent.memberDepositSuccess] = {
          order_number: deposit.order_number,
          deposit_amount: formatCents(deposit.amount_cents),
          deposit_times: deposit.deposit_times,
        };
        await publishSafely(memberId, RealtimeEvent.memberDepositSuccess, () =>
          publisher.publishToMember(memberId, RealtimeEvent.memberDepositSuccess, data),
        );
      }
    });
    announcing.set(memberId, next);
    void next.then(() => {
      if (announcing.get(memberId) === next) announcing.delete(memberId);
    });
    return next;
  }

  async function announceDecision(decided: Decided): Promise<void> {
    if (decided.moved) await announce(decided.order.member_id, decided.approvedDeposit);
  }

  return {
    /** A pending deposit (or the member's order of this request_id, unchanged). */
    createDeposit(
      memberId: number,
      method: MethodRef,
      amountCents: number,
      requestId: string,
    ): Created | CashierRefusal {
      const result = deposit.immediate(memberId, method, amountCents, requestId);
      if ('limitFilled' in result && result.limitFilled) {
        const notice: RealtimePayloads[typeof RealtimeEvent.responsibleGaming] = {
          reason: 'deposit_limit',
          period: result.limitFilled,
        };
        void publishSafely(memberId, RealtimeEvent.responsibleGaming, () =>
          publisher.publishToMember(memberId, RealtimeEvent.responsibleGaming, notice),
        );
      }
      return result;
    },

    /** A pending withdrawal whose amount leaves main at once (or the order of this request_id). Publishes member.cash. */
    async createWithdrawal(
      memberId: number,
      method: MethodRef,
      account: { id: number; masked: string },
      amountCents: number,
      requestId: string,
    ): Promise<Created | CashierRefusal> {
      const result = withdraw.immediate(memberId, method, account, amountCents, requestId);
      if ('created' in result && result.created) await announce(memberId, null);
      return result;
    },

    /** Approves or rejects a pending order; publishes what changed. */
    async decide(orderNumber: string, approve: boolean): Promise<{ order: OrderRow } | CashierRefusal> {
      const result = decide.immediate(orderNumber, approve);
      if ('refused' in result) return result;
      await announceDecision(result);
      return { order: result.order };
    },

    /**
     * decide without the publishing, for a caller that decides inside its own transaction (the
     * console's audited decision); it hands the result to announceDecision once that has committed.
     */
    decideWithin: (orderNumber: string, approve: boolean): Decided | CashierRefusal => decide(orderNumber, approve),

    /** What a decision changed, told to the member (member.cash, member_deposit.success). */
    announceDecision,

    /** The member's order of this request_id, if any. */
    byRequest: existing,
    byNumber: (orderNumber: string) => byNumber.get(orderNumber) as OrderRow | undefined,

    /** The "a deposit was approved" hook (see DepositApprovedListener). Returns the unsubscribe. */
    onDepositApproved(listener: DepositApprovedListener): () => void {
      depositListeners.push(listener);
      return () => {
        const at = depositListeners.indexOf(listener);
        if (at >= 0) depositListeners.splice(at, 1);
      };
    },
  };
}
