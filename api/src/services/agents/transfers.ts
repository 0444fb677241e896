// Transfers from an agent's main balance to a member of its downline. One row in
// agent_transfers and two ledger rows ('agent_transfer_out:<id>' on the agent,
// 'agent_transfer_in:<id>' on the member) in ONE immediate transaction, which checks again what
// the route checked (downline, balance) so that concurrent transfers never take the agent below 0.
// Idempotent by (agent, request_id): a repeat answers the same transfer and moves nothing. Both
// members hear member.cash after the commit.
import { AgentCode, type AgentTransfer, type AgentTransferList } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { AgentReason } from './reasons.js';
import type { MainLedger } from '../cashier/index.js';
import type { AgentHierarchy } from './hierarchy.js';

interface TransferRow {
  id: number;
  member_account: string;
  amount_cents: number;
  created_at: number;
}
const toTransfer = (r: TransferRow): AgentTransfer => ({
  id: r.id,
  member_account: r.member_account,
  amount: formatCents(r.amount_cents),
  created_at: r.created_at,
});

export type TransferRefusal = { refused: (typeof AgentCode)['notInDownline' | 'insufficientBalance']; message: string };

export function createAgentTransfers(
  db: Db,
  hierarchy: AgentHierarchy,
  cash: MainLedger,
  now: () => number = Date.now,
) {
  const SELECT = `SELECT t.id, m.member_account, t.amount_cents, t.created_at FROM agent_transfers t JOIN members m ON m.id = t.member_id`;
  const byRequest = db.prepare(`${SELECT} WHERE t.agent_id = ? AND t.request_id = ?`);
  const insert = db.prepare(
    'INSERT INTO agent_transfers (agent_id, member_id, amount_cents, request_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const RANGE = 'FROM agent_transfers t WHERE t.agent_id = @agent AND t.created_at >= @from AND t.created_at < @to';
  const page = db.prepare(
    `${SELECT} WHERE t.id IN (SELECT t.id ${RANGE}) ORDER BY t.created_at DESC, t.id DESC LIMIT @count OFFSET @offset`,
  );
  const sums = db.prepare(`SELECT COUNT(*) AS total_count, COALESCE(SUM(t.amount_cents), 0) AS total_cents ${RANGE}`);

  const existing = (agentId: number, requestId: string) => byRequest.get(agentId, requestId) as TransferRow | undefined;

  const move = db.transaction(
    (
      agentId: number,
      memberId: number,
      amountCents: number,
      requestId: string,
    ): { row: TransferRow; moved: boolean } | TransferRefusal => {
      const before = existing(agentId, requestId);
      if (before) return { row: before, moved: false };
      if (!hierarchy.isInDownline(agentId, memberId))
        return { refused: AgentCode.notInDownline, message: 'The member is not in your downline' };
      if (amountCents > cash.readMain(agentId))
        return { refused: AgentCode.insufficientBalance, message: 'The main balance does not cover this amount' };
      const id = Number(insert.run(agentId, memberId, amountCents, requestId, now()).lastInsertRowid);
      cash.moveMain(agentId, -amountCents, AgentReason.transferOut(id));
      cash.moveMain(memberId, amountCents, AgentReason.transferIn(id));
      return { row: existing(agentId, requestId) as TransferRow, moved: true };
    },
  );

  return {
    /** The agent's transfer of this request_id, if any. */
    byRequest: (agentId: number, requestId: string) => {
      const row = existing(agentId, requestId);
      return row && toTransfer(row);
    },

    /** Moves the amount (or answers the transfer of this request_id); announces both balances after the commit. */
    async transfer(
      agentId: number,
      memberId: number,
      amountCents: number,
      requestId: string,
    ): Promise<{ transfer: AgentTransfer } | TransferRefusal> {
      const result = move.immediate(agentId, memberId, amountCents, requestId);
      if ('refused' in result) return result;
      if (result.moved) await Promise.all([cash.announce(agentId), cash.announce(memberId)]);
      return { transfer: toTransfer(result.row) };
    },

    /** The agent's transfers in [from, to), newest first; count and amount over the whole range. */
    list(agentId: number, range: { from: number; to: number; page: number; count: number }): AgentTransferList {
      const params = { agent: agentId, from: range.from, to: range.to };
      const rows = page.all({ ...params, count: range.count, offset: (range.page - 1) * range.count }) as TransferRow[];
      const total = sums.get(params) as { total_count: number; total_cents: number };
      return {
        list: rows.map(toTransfer),
        total_count: total.total_count,
        total_amount: formatCents(total.total_cents),
      };
    },
  };
}
export type AgentTransfers = ReturnType<typeof createAgentTransfers>;
