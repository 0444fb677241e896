// The member's records: deposit and withdrawal orders (DWRecord) and every ledger row of the main
// and provider wallets (Transaction), by time range, type and page, newest first. For the console:
// a site's orders (the cashier's queue) and a member's ledger with each row's reason, by id cursor.
import type {
  CashierOrder,
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
 * signin:<sign-in id> and promotion:<application id>. Any other reason (the console's wallet
 * adjustment, adjustment:<the operator's reason>) is an adjustment. GLOB, not LIKE: '_' is no wildcard there.
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

/** Which of a site's orders the console lists; pending ones oldest first (the queue), others newest first. */
export interface SiteOrderFilter {
  site_id: string;
  status: OrderStatus | 'all';
  type: OrderType | 'all';
  member_account?: string;
  from?: number;
  to?: number;
  /** Newest first: the orders before this id. */
  before_id?: number;
  /** Oldest first: the orders after this id. */
  after_id?: number;
  oldest_first: boolean;
  limit: number;
}

/** An order as the console shows it: the member's order and whose it is. */
export interface SiteOrder extends CashierOrder {
  id: number;
  member_account: string;
  currency: string;
  amount_cents: number;
}

/** A ledger row as the console shows it: the stored reason, and the order it references if any. */
export interface LedgerMovement {
  id: number;
  created_at: number;
  /** null: the main wallet; else the game provider's wallet. */
  gp_id: string | null;
  type: LedgerType;
  reason: string;
  order_number: string | null;
  amount: string;
  balance_after: string;
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

  const SITE_ORDER_COLUMNS = 'o.*, m.member_account, m.member_currency AS currency';
  const siteOrderPage = db.prepare(
    `SELECT ${SITE_ORDER_COLUMNS} FROM cashier_orders o JOIN members m ON m.id = o.member_id
     WHERE m.site_id = @site_id AND (@status = 'all' OR o.status = @status) AND (@type = 'all' OR o.type = @type)
       AND (@member_account IS NULL OR m.member_account = @member_account)
       AND (@from IS NULL OR o.created_at >= @from) AND (@to IS NULL OR o.created_at <= @to)
       AND (@before_id IS NULL OR o.id < @before_id) AND (@after_id IS NULL OR o.id > @after_id)
     ORDER BY CASE WHEN @oldest_first = 1 THEN o.id END ASC, o.id DESC LIMIT @limit`,
  );
  const siteOrderByNumber = db.prepare(
    `SELECT ${SITE_ORDER_COLUMNS} FROM cashier_orders o JOIN members m ON m.id = o.member_id
     WHERE m.site_id = ? AND o.order_number = ?`,
  );
  const movementPage = db.prepare(
    `SELECT id, created_at, gp_id, ${LEDGER_TYPE_SQL} AS type, reason, ${ORDER_NUMBER_SQL} AS order_number,
       amount_cents, balance_after_cents
     FROM wallet_ledger WHERE member_id = @member_id AND (@before_id IS NULL OR id < @before_id)
     ORDER BY id DESC LIMIT @limit`,
  );
  const toSiteOrder = (row: OrderRow & { member_account: string; currency: string }): SiteOrder => ({
    id: row.id,
    ...toCashierOrder(row),
    member_account: row.member_account,
    currency: row.currency,
    amount_cents: row.amount_cents,
  });

  return {
    /** A page of the site's orders and the cursor of the next page (null: the last page). */
    siteOrders(filter: SiteOrderFilter): { items: SiteOrder[]; next_cursor: number | null } {
      const rows = siteOrderPage.all({
        member_account: null,
        from: null,
        to: null,
        before_id: null,
        after_id: null,
        ...filter,
        oldest_first: filter.oldest_first ? 1 : 0,
        limit: filter.limit + 1,
      }) as (OrderRow & { member_account: string; currency: string })[];
      const items = rows.slice(0, filter.limit).map(toSiteOrder);
      return { items, next_cursor: rows.length > filter.limit ? items[items.length - 1]!.id : null };
    },

    /** The site's order of this number, if any. */
    siteOrder(siteId: string, orderNumber: string): SiteOrder | undefined {
      const row = siteOrderByNumber.get(siteId, orderNumber) as
        (OrderRow & { member_account: string; currency: string }) | undefined;
      return row && toSiteOrder(row);
    },

    /** Every ledger row of the member (main and provider wallets), newest first, before `before_id`. */
    movements(
      memberId: number,
      page: { before_id?: number; limit: number },
    ): { items: LedgerMovement[]; next_before_id: number | null } {
      const rows = movementPage.all({
        member_id: memberId,
        before_id: page.before_id ?? null,
        limit: page.limit + 1,
      }) as (Omit<LedgerMovement, 'amount' | 'balance_after'> & {
        amount_cents: number;
        balance_after_cents: number;
      })[];
      const items = rows.slice(0, page.limit).map(({ amount_cents, balance_after_cents, ...r }) => ({
        ...r,
        amount: formatCents(amount_cents),
        balance_after: formatCents(balance_after_cents),
      }));
      return { items, next_before_id: rows.length > page.limit ? items[items.length - 1]!.id : null };
    },

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
