// The query string of GET /api/operator/audit for the page's filters: empty filters are left out,
// dates (the operator's local calendar days) become epoch milliseconds, `from` at the start of its
// day and `to` at the end of its.

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  site_id: string;
  action: string;
  operator: string;
  /** yyyy-mm-dd, as an <input type="date"> gives it; '' for none. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { site_id: '', action: '', operator: '', from: '', to: '' };

/** A yyyy-mm-dd day as local midnight, shifted by whole days; null when it is not a date. */
function localDay(day: string, shift = 0): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + shift).getTime();
}

export function dayStart(day: string): number | null {
  return localDay(day);
}

/** The last millisecond of the day. */
export function dayEnd(day: string): number | null {
  const next = localDay(day, 1);
  return next === null ? null : next - 1;
}

export function auditQuery(
  filters: AuditFilters,
  beforeId: number | null = null,
  limit = AUDIT_PAGE_SIZE,
): URLSearchParams {
  const params = new URLSearchParams();
  const text = (name: 'site_id' | 'action' | 'operator') => {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  };
  text('site_id');
  text('action');
  text('operator');
  const from = dayStart(filters.from);
  if (from !== null) params.set('from', String(from));
  const to = dayEnd(filters.to);
  if (to !== null) params.set('to', String(to));
  if (beforeId !== null) params.set('before_id', String(beforeId));
  params.set('limit', String(limit));
  return params;
}
