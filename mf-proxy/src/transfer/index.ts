// The downline transfer's face for the rest of mf-proxy: the frame shows <TransferPage/>.
export { TransferPage } from './transfer-page.js';
