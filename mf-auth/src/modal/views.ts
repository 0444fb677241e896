// What the auth modal shows: the forms and every flow's modal. They carry react-hook-form, valibot
// and most of mf-auth, so the modal fetches them when it is first asked to open (auth-modal.tsx),
// not with the page: the parcel sits closed on every page. Their stylesheet comes with them.
import './styles.css';
export { DeviceVerificationModal } from '../device-verification/index.js';
export { DoubleValidationModal } from '../double-validation/index.js';
export { ForgotPasswordModal } from '../forgot-password/index.js';
export { LoginForm } from '../login/index.js';
export { RegisterPanel } from '../register/index.js';
export { ThirdPartyButtons } from '../third-party/index.js';
export { TransferVerificationModal } from '../transfer-verification/index.js';
