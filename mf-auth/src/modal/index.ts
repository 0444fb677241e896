// The login/register modal's face: login-modal.tsx mounts <AuthModal/> as the parcel, the harness too.
export { AuthModal } from './auth-modal.js';
