// @croupier/shared/records: the record kit of the list pages (member centre records, agent centre
// reports, news): date range, pages, table, status line; the words are the caller's. An entry of
// its own, bundled into each app that imports it (no state: what it reads of the page, the remote
// props and the site store, it takes from '@croupier/shared'), so a page without records loads
// neither the kit nor dayjs.
export { DateRangeFilter, type DateRangeLabels } from './date-range-filter.js';
export { useDateRange } from './use-date-range.js';
export { usePage } from './use-page.js';
export { Pagination, type PaginationLabels } from './pagination.js';
export { RecordTable, type Column } from './record-table.js';
export { QueryStatus, type QueryStatusLabels } from './query-status.js';
