// @croupier/shared UI kit: accessible toast, confirm/prompt dialogs and modal.
// Mount <ToastHost /> and <DialogHost /> once (the shell); call toast/dialog from anywhere.
export { toast } from './toast/toast.js';
export { ToastHost } from './toast/toast-host.js';
export { dialog } from './dialog/dialog.js';
export { DialogHost } from './dialog/dialog-host.js';
export { Modal, useModalOpen } from './modal/modal.js';
export { Tabs } from './tabs/tabs.js';
export { RetryNotice } from './retry-notice/retry-notice.js';
export { injectStyle } from './inject-style.js';
export { copyText } from './copy-text.js';
// The record kit of the list pages (member centre records, agent centre reports): the words are the caller's.
export { DateRangeFilter, type DateRangeLabels } from './records/date-range-filter.js';
export { useDateRange } from './records/use-date-range.js';
export { usePage } from './records/use-page.js';
export { Pagination, type PaginationLabels } from './records/pagination.js';
export { RecordTable, type Column } from './records/record-table.js';
export { QueryStatus, type QueryStatusLabels } from './records/query-status.js';
