// The cashier page's filters: kept in the page's address (so the member page can link to a
// member's orders), and turned into the query of GET /sites/:site_id/orders. Pending orders are
// the queue, oldest first, paged on with after_id; the other statuses are history, newest first,
// paged on with before_id. Dates are the operator's local days, `to` up to the end of its day.
import { dayEnd, dayStart } from '../audit/audit-query.js';

export const ORDER_PAGE_SIZE = 50;
export const ORDER_STATUSES = ['pending', 'approved', 'declined', 'all'] as const;
export type StatusFilter = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['deposit', 'withdrawal'] as const;

export interface OrderFilters {
  status: StatusFilter;
  /** '' for both kinds. */
  kind: '' | (typeof ORDER_KINDS)[number];
  member: string;
  /** yyyy-mm-dd, as an <input type="date"> gives it; '' for none. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilters = { status: 'pending', kind: '', member: '', from: '', to: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters the address names; anything it does not name (or names wrongly) is the default. */
export function filtersOf(params: URLSearchParams): OrderFilters {
  return {
    status: oneOf(ORDER_STATUSES, params.get('status'), 'pending'),
    kind: oneOf(['', ...ORDER_KINDS], params.get('kind'), ''),
    member: params.get('member') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The page's address for a site and filters: only what differs from the defaults. */
export function cashierParams(siteId: string, filters: Partial<OrderFilters>): URLSearchParams {
  const params = new URLSearchParams({ site: siteId });
  const all = { ...NO_FILTERS, ...filters };
  if (all.status !== NO_FILTERS.status) params.set('status', all.status);
  if (all.kind) params.set('kind', all.kind);
  if (all.member.trim()) params.set('member', all.member.trim());
  if (all.from) params.set('from', all.from);
  if (all.to) params.set('to', all.to);
  return params;
}

/** The cashier page showing a member's orders, newest first, whatever their status. */
export const memberOrdersPath = (siteId: string, account: string) =>
  `/cashier?${cashierParams(siteId, { status: 'all', member: account }).toString()}`;

export const isQueue = (filters: OrderFilters) => filters.status === 'pending';

/** The api's query for a page of orders; `cursor` is the last page's next id (null: the first page). */
export function ordersQuery(
  filters: OrderFilters,
  cursor: number | null = null,
  limit = ORDER_PAGE_SIZE,
): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.kind) params.set('kind', filters.kind);
  const member = filters.member.trim();
  if (member) params.set('member_account', member);
  const from = dayStart(filters.from);
  if (from !== null) params.set('from', String(from));
  const to = dayEnd(filters.to);
  if (to !== null) params.set('to', String(to));
  if (cursor !== null) params.set(isQueue(filters) ? 'after_id' : 'before_id', String(cursor));
  params.set('limit', String(limit));
  return params;
}
