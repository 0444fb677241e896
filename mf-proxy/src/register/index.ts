// The agent application's face for the rest of mf-proxy: the frame shows <RegisterPage/>.
export { RegisterPage } from './register-page.js';
