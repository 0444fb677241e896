// The reports' face for the rest of mf-proxy: the frame shows their two pages.
export { OperationTablePage } from './operation-table-page.js';
export { StratifiedTablePage } from './stratified-table-page.js';
