// Business constants of the specs (01 §9, 02 §9), each once, under its spec name.
// Node-safe: imported by the api as well as the front end.

export const REQUEST_TIMEOUT_MS = 30_000;
export const SUCCESS_CODES = [100, 1000] as const;

export const CAPTCHA_TYPE_LOGIN = 1;
export const CAPTCHA_TYPE_REGISTER = 2;
export const SMS_COUNTDOWN_S = 300;

/** Field limits of spec 01 §5/§9, shared by every form and the api (registration, new passwords). */
export const ACCOUNT_LENGTH = { min: 6, max: 12 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 12 } as const;
export const CONTACT_LENGTH = { min: 5, max: 50 } as const;
export const VND_PHONE_LENGTH = 10;
export const WITHDRAW_PASSWORD_LENGTH = 4;

export const DEFAULT_Z_INDEX = 2000;

export const DESKTOP_MIN_WIDTH_PX = 992;
export const POPUP_WINDOW = { width: 1500, height: 800 } as const;

export const DEFAULT_LOCALE = 'en_US';

/** The shell's locale cookies, spec 01 §9: the language and the guest's site currency (the api's
 * page-frame include reads them too). Lifetimes in seconds (the e2e tests check them). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const CURRENCY_COOKIE = 'ccy';
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000; // 1 year
export const CURRENCY_COOKIE_MAX_AGE_S = 86_400; // 1 day
/** sessionStorage: the agent id an agent-domain host binds guests to (read by the register form). */
export const AGENT_DOMAIN_AGENT_ID_KEY = 'agent_domain_agent_id';
/** sessionStorage: the currency an agent-domain host forces on guests (re-checked at every boot). */
export const AGENT_DOMAIN_CURRENCY_KEY = 'agent_domain_currency';
export const DEFAULT_TIMEZONE = 'America/Caracas';

/** Where pusher-js posts private/presence channel auth; proxied by the shell's origin to the api. */
export const CHANNEL_AUTH_PATH = '/broadcasting/auth';
/** Where pusher-js posts its user sign-in (pusher:signin), which ties the socket to the session. */
export const USER_AUTH_PATH = '/broadcasting/user-auth';
export const API_PREFIX = '/api';
