// The profile's face: the frame shows the Info page, the cashier reads the profile, and the forced
// password change holds the change-password form.
export { useProfile } from './api/profile.js';
export { ChangePasswordForm } from './change-password-form.js';
export { InfoPage } from './info-page.js';
