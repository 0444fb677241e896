// Wire types of the login flows (spec 01 §3, §7; spec 02 §3, §7). Names stay as on the wire.
import type { LoginSession } from './api-types.js';
import type { DoubleValidationQuestion } from './login-codes.js';

/** A double-validation question of a login attempt (spec 02 §3). */
export interface DoubleValidationChallenge {
  /** Opaque id of the pending login; sent back with the answer or Skip. */
  member_login_id: string;
  question: DoubleValidationQuestion;
  /** Questions still available, counting this one: Skip is offered while it is above 1. */
  available_questions_count: number;
}

/**
 * POST /login (and the calls that complete a login) answer code 100 with either the session or,
 * when the member's setting asks for it, a double-validation question and no session yet.
 */
export type LoginAnswer = LoginSession | { double_validation: DoubleValidationChallenge };

/** Login code 107: the device is new; a code went to the member's phone or email. */
export interface DeviceVerificationChallenge {
  member_login_id: string;
  channel: 'sms' | 'email';
  /** The destination with most characters hidden, e.g. '******1234' or 'pl***@example.com'. */
  masked_to: string;
  /** Seconds before another code may be requested (SMS_COUNTDOWN_S). */
  retry_after_s: number;
}

/** POST /login/device/send { member_login_id } */
export interface DeviceVerificationSendAnswer {
  channel: 'sms' | 'email';
  masked_to: string;
  retry_after_s: number;
}

/** POST /login/device/verify */
export interface DeviceVerificationPayload {
  member_login_id: string;
  code: string;
}

/** Login code 802: the member must verify before setting a new password. */
export interface TransferVerificationRequired {
  account: string;
}

/** POST /arks/web/vx/verify (spec 01 §3; site_id added: accounts are unique per site). */
export interface TransferVerifyPayload {
  site_id: string;
  account: string;
  withdraw_password: string;
  member_email: string;
  member_phone: string;
}

/** POST /arks/web/vx/reset */
export interface TransferResetPayload {
  site_id: string;
  account: string;
  password: string;
  token: string;
}

/** GET /clientCaptcha: `text` is the answer, obfuscated for a client-side check (see decodeClientCaptcha). */
export interface ClientCaptcha {
  text: string;
  /** data:image/svg+xml;base64,... */
  data: string;
}

/** POST /login/double_validation (spec 02 §7) */
export interface DoubleValidationPayload {
  member_login_id: string;
  answer: string;
  captcha_answer: string;
  captcha_token: string;
  /** "plus IP info": what the client knows of itself, recorded, never trusted. */
  remote_addr?: string;
  udid?: string;
}

/** Third-party sign-in provider offered by the brand (POST /auth/providers). */
export interface AuthProvider {
  provider: string;
  name: string;
  /** Where the popup starts; the client adds redirect_uri and state. */
  authorize_url: string;
}

/** POST /auth/callback: the popup exchanges the provider's code for a session. */
export interface AuthCallbackPayload {
  site_id: string;
  provider: string;
  code: string;
  udid?: string;
}

/** Forgot password by SMS. */
export interface ForgotPasswordSmsPayload {
  site_id: string;
  account: string;
  member_phone: string;
}
/** What /forgot_password/sms answers with code 100 or 102: seconds before another SMS may be asked for. */
export interface ForgotPasswordSmsAnswer {
  retry_after_s: number;
}
export interface ForgotPasswordVerifyPayload extends ForgotPasswordSmsPayload {
  code: string;
}
export interface ForgotPasswordResetPayload {
  site_id: string;
  account: string;
  token: string;
  password: string;
}
