// A record page's filters and page: any filter change (the date range too) goes back to page 1.
import { useState } from 'react';
import type { DateRange } from '../../dates/date-range.js';

export function usePage(range: DateRange, filters: readonly unknown[]) {
  const key = JSON.stringify([range, ...filters]);
  const [state, setState] = useState({ key, page: 1 });
  // Adjusted during render (not in an effect) so the old page is never asked with new filters.
  const page = state.key === key ? state.page : 1;
  if (state.key !== key) setState({ key, page: 1 });
  return { page, setPage: (next: number) => setState({ key, page: next }) };
}
