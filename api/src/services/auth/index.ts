// Who a caller is: login and its steps (guard, throttle, device codes, double validation),
// sessions, registration (settings, guard, introducers), passwords and member secrets, captchas,
// third-party sign-in, and the outbox the SMS and email codes go through. What other domains and
// the routes may use; the files of this folder import each other directly.
export { CAPTCHA_LENGTH, createCaptchas } from './captchas.js';
export { DOUBLE_VALIDATION_MAX_FAILURES, DOUBLE_VALIDATION_QUESTIONS_DEFAULT } from './double-validation.js';
export { createIntroducers, type Introducers, isAgentIdShape } from './introducers.js';
export { createLoginGuard, LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT } from './login-guard.js';
export { OUTBOX_PURPOSE_LOGIN_LOCKED, sendLoginLockNotice } from './login-lock-notice.js';
export { asLoginMember, type LoginMember } from './login-member.js';
export { createLoginSteps, type LoginStep } from './login-steps.js';
export { createLoginThrottle, type LoginThrottleRefusal } from './login-throttle.js';
export { createMemberSecrets, type MemberSecretsService } from './member-secrets.js';
export { createOutbox, OUTBOX_PURPOSE_FORGOT_PASSWORD, OUTBOX_PURPOSE_LOGIN_DEVICE } from './outbox.js';
export { createPasswordResets } from './password-resets.js';
export { type LoginContext } from './pending-logins.js';
export { createRegisterGuard, type RegisterGuard } from './register-guard.js';
export { createRegisterSettings, type RegisterSettingsService } from './register-settings.js';
export { createRegistrations, newRecommendCode, type Registrations } from './registrations.js';
export { ANNOUNCE_WAIT_MS, createSessions, type Sessions } from './sessions.js';
export { createThirdParty, DEV_PROVIDER } from './third-party.js';
export { createVerificationFailures } from './verification-failures.js';
