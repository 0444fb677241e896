// The member's records: deposit and withdrawal orders (DWRecord) and every ledger row of the main
// and provider wallets (Transaction), by time range, type and page, newest first.
import type {
  LedgerEntry,
  LedgerList,
  LedgerType,
  OrderList,
  OrderStatus,
  OrderType,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { toCashierOrder, type OrderRow } from './cashier.js';

export interface Page {
  from: number;
  to: number;
  page: number;
  count: number;
}

/**
 * A ledger reason's LEDGER_TYPES entry. Transfers are named from the wallet of the row: on main,
 * transfer_to:<gp> is money out and transfer_from:<gp> money in; on a provider wallet
 * transfer_to:main is out and transfer_from:main in. The agent centre's reasons (migration 016):
 * agent_transfer_out:<id> / agent_transfer_in:<id> (an agent's transfer to its downline) and
 * commission:<settlement id>. The promotions' (migration 017): red_envelope:<claim id>,
 * signin:<sign-in id> and promotion:<application id>. Any other reason (the development wallet
 * adjustment's free text) is an adjustment. GLOB, not LIKE: '_' is no wildcard there.
 */
const LEDGER_TYPE_SQL = `CASE
  WHEN reason = 'bet' THEN 'bet'
  WHEN reason = 'win' THEN 'win'
  WHEN reason GLOB 'transfer_to:*' THEN 'transfer_out'
  WHEN reason GLOB 'transfer_from:*' THEN 'transfer_in'
  WHEN reason = 'deposit' OR reason GLOB 'deposit:*' THEN 'deposit'
  WHEN reason GLOB 'withdrawal_refund:*' THEN 'withdrawal_refund'
  WHEN reason GLOB 'withdrawal:*' THEN 'withdrawal'
  WHEN reason = 'reward' OR reason GLOB 'reward:*' THEN 'reward'
  WHEN reason GLOB 'agent_transfer_in:*' THEN 'agent_transfer_in'
  WHEN reason GLOB 'agent_transfer_out:*' THEN 'agent_transfer_out'
  WHEN reason GLOB 'commission:*' THEN 'commission'
  WHEN reason GLOB 'red_envelope:*' THEN 'red_envelope'
  WHEN reason GLOB 'signin:*' THEN 'signin'
  WHEN reason GLOB 'promotion:*' THEN 'promotion'
  ELSE 'adjustment' END`;
const ORDER_NUMBER_SQL = `CASE WHEN reason GLOB 'deposit:*' OR reason GLOB 'withdrawal:*' OR reason GLOB 'withdrawal_refund:*'
  THEN substr(reason, instr(reason, ':') + 1) END`;

interface LedgerRow {
  id: number;
  type: LedgerType;
  gp_id: string | null;
  amount_cents: number;
  balance_after_cents: number;
  order_number: string | null;
  created_at: number;
}

export function createCashierRecords(db: Db) {
  const ORDERS_WHERE = `FROM cashier_orders WHERE member_id = @member_id AND created_at >= @from AND created_at < @to
    AND (@type = 'all' OR type = @type) AND (@status = 'all' OR status = @status)`;
  const orderCount = db.prepare(`SELECT COUNT(*) ${ORDERS_WHERE}`).pluck();
  const orderPage = db.prepare(
    `SELECT * ${ORDERS_WHERE} ORDER BY created_at DESC, id DESC LIMIT @count OFFSET @offset`,
  );

  const LEDGER = `FROM (SELECT id, gp_id, amount_cents, balance_after_cents, created_at,
      ${LEDGER_TYPE_SQL} AS type, ${ORDER_NUMBER_SQL} AS order_number
    FROM wallet_ledger WHERE member_id = @member_id AND created_at >= @from AND created_at < @to)
    WHERE @type = 'all' OR type = @type`;
  const ledgerCount = db.prepare(`SELECT COUNT(*) ${LEDGER}`).pluck();
  const ledgerPage = db.prepare(`SELECT * ${LEDGER} ORDER BY created_at DESC, id DESC LIMIT @count OFFSET @offset`);

  return {
    orders(memberId: number, type: OrderType | 'all', status: OrderStatus | 'all', page: Page): OrderList {
      const params = { member_id: memberId, type, status, from: page.from, to: page.to };
      const rows = orderPage.all({ ...params, count: page.count, offset: (page.page - 1) * page.count }) as OrderRow[];
      const sum = (t: OrderType) =>
        formatCents(rows.filter((r) => r.type === t).reduce((s, r) => s + r.amount_cents, 0));
      return {
        list: rows.map(toCashierOrder),
        total_count: orderCount.get(params) as number,
        page_total: { deposit: sum('deposit'), withdrawal: sum('withdrawal') },
      };
    },

    ledger(memberId: number, type: LedgerType | 'all', page: Page): LedgerList {
      const params = { member_id: memberId, type, from: page.from, to: page.to };
      const rows = ledgerPage.all({
        ...params,
        count: page.count,
        offset: (page.page - 1) * page.count,
      }) as LedgerRow[];
      const list: LedgerEntry[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        gp_id: r.gp_id,
        amount: formatCents(r.amount_cents),
        balance_after: formatCents(r.balance_after_cents),
        order_number: r.order_number,
        created_at: r.created_at,
      }));
      return {
        list,
        total_count: ledgerCount.get(params) as number,
        page_total: formatCents(rows.reduce((s, r) => s + r.amount_cents, 0)),
      };
    },
  };
}
export type CashierRecords = ReturnType<typeof createCashierRecords>;
