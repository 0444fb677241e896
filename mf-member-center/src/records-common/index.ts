// The record kit's face: the record and referral pages' date range, words and select filters.
export { SelectFilter } from './select-filter.js';
export { useRecordDates, useRecordLabels } from './use-record-kit.js';
