// Forgot password's face for the rest of mf-auth: the modal shows it from the login form's link.
export { ForgotPasswordModal } from './forgot-password-modal.js';
