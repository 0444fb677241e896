// Third-party sign-in's face for the rest of mf-auth: the buttons under the login form, the
// modal's wait for the popup, and the page the popup lands on (/authCallback).
export { AuthCallbackPage } from './auth-callback-page.js';
export { ThirdPartyButtons } from './third-party-buttons.js';
export { useAuthPopupMessages } from './use-auth-popup-messages.js';
