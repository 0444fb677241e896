// The login's face for the rest of mf-auth: the modal shows <LoginForm/>, the other flows log in
// with its client info and headers and show <ExclusionHelp/> to an excluded member.
export { fetchLoginHeaders } from './api/get-login-header.js';
export { getUdid } from './client-info.js';
export { ExclusionHelp } from './exclusion-help.js';
export { LoginForm, type FormNotice, type VerificationKind } from './login-form.js';
