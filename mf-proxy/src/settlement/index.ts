// The commission settlement's face for the rest of mf-proxy: the frame shows <PerformanceSettlementPage/>.
export { PerformanceSettlementPage } from './performance-settlement-page.js';
