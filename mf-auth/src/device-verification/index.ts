// Device verification's face for the rest of mf-auth: the modal shows it after login code 107.
export { DeviceVerificationModal } from './device-verification-modal.js';
