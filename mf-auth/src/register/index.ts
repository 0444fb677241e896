// The register's face for the rest of mf-auth: the modal's register tab shows <RegisterPanel/>.
export { RegisterPanel } from './register-panel.js';
