// What the auth modal shows: the forms and every flow's modal. They carry react-hook-form, valibot
// and most of mf-auth, so the modal fetches them when it is first asked to open (auth-modal.tsx),
// not with the page: the parcel sits closed on every page. Their stylesheet comes with them.
import '../form/styles.css';
export { DeviceVerificationModal } from '../device-verification/device-verification-modal.js';
export { DoubleValidationModal } from '../double-validation/double-validation-modal.js';
export { ForgotPasswordModal } from '../forgot-password/forgot-password-modal.js';
export { LoginForm } from '../login/login-form.js';
export { RegisterPanel } from '../register/register-panel.js';
export { ThirdPartyButtons } from '../third-party/third-party-buttons.js';
export { TransferVerificationModal } from '../transfer-verification/transfer-verification-modal.js';
