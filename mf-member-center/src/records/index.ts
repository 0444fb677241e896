// The records' face: the frame shows the Transaction and DWRecord pages.
export { DWRecordPage } from './dw-record-page.js';
export { TransactionPage } from './transaction-page.js';
