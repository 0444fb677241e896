// The downline's face for the rest of mf-proxy: the frame shows <DownlineInfoPage/>.
export { DownlineInfoPage } from './downline-info-page.js';
