// The agreement's face for the rest of mf-proxy: the frame shows <AgreementPage/>.
export { AgreementPage } from './agreement-page.js';
