// Transfer verification's face for the rest of mf-auth: the modal shows it after login code 802.
export { TransferVerificationModal } from './transfer-verification-modal.js';
