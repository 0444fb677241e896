// Wire types of the calls used so far. Names stay as they are on the wire (snake_case).

import type { FbPixelSetting } from './tracking.js';

/** New-style answer. */
export interface NewStyleResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Old-style answer: the last 3 digits of header.status are the code. */
export interface OldStyleResponse<T = unknown> {
  header: { status: string | number; desc: string };
  body: T;
}

/** What the client hands to callers, whichever style the server used. */
export interface ApiResult<T = unknown> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

import type { GamesSiteSettings } from './games.js';

export type SiteSettings = GamesSiteSettings & {
  SITE_ID: string;
  /** Comma list, first is the default. */
  CURRENCY: string;
  /** Comma list of language codes (zh_TW, en_US, ...). */
  LANGUAGE: string;
  MOBILE_TEMPLATE_NAME: string;
  IS_DEMO: boolean;
  /** Minutes. */
  LINK_EXPIRE_TIME: number;
  DESKTOP_LOCK: boolean;
  /** One login at a time: a new login ends the member's older sessions on the server; absent = true. */
  SINGLE_LOGIN?: boolean;
  /** IANA zone dates are shown in; absent = DEFAULT_TIMEZONE (America/Caracas). */
  TIMEZONE?: string;
};

/** A remote's name, as remotes.json lists it (mf-auth, mf-games, ...). */
export type ModuleName = string;

/** One remote of a brand's module list. */
export interface SiteModule {
  name: ModuleName;
  manifest_url: string;
  enabled: boolean;
  /** The release this visitor is given, when the site's live map places the module (docs/releasing.md). */
  release?: SiteModuleRelease;
}

/**
 * Which release of a remote a visitor gets: the site's stable, its canary (the visitor's bucket is
 * below the canary's share) or, in one browser, an operator's signed override.
 */
export interface SiteModuleRelease {
  version: string;
  channel: 'stable' | 'canary' | 'override';
  /** An override's end, in epoch milliseconds. */
  expires_at?: number;
}

/** How many buckets visitors are spread over: a canary at N % serves the buckets below N. */
export const RELEASE_BUCKETS = 100;

/** How many override tokens one site detail request may carry. */
export const MAX_RELEASE_OVERRIDES = 8;

export interface SocketConfig {
  key: string;
  host: string;
  port: number;
  /** true when the socket must use wss. */
  force_tls: boolean;
}

export interface EnvConfig {
  environment: 'local' | 'beta' | 'stage' | 'production';
  customerUrl: Record<string, string>;
  AGENT_BIND_FAST_PAYMENT_FLAG: boolean;
  socket: SocketConfig;
  /** The brand's ad pixel; absent = ad tracking off (contracts/tracking.ts). */
  fb_pixel?: FbPixelSetting;
  /** Seconds between checks of builds/latest.json; absent = the shell's default (60). */
  version_poll_seconds?: number;
}

/**
 * POST /arks/web/site/detail: `bucket` (0..RELEASE_BUCKETS-1) is the visitor's, kept in the browser,
 * so they get the same release across loads; `overrides` are the signed override tokens this
 * browser holds. Both optional: without them a visitor gets each remote's stable.
 */
export interface SiteDetailRequest {
  site_id: string;
  bucket?: number;
  overrides?: string[];
}

/**
 * POST /arks/web/site/release-health: what this page saw of each remote release it loaded, sent
 * now and then; the api takes back a canary whose failures pass its limit (docs/releasing.md).
 */
export interface ReleaseHealthReport {
  module: ModuleName;
  version: string;
  /** Loads tried (the remote's code fetched and mounted, or failing to). */
  loads: number;
  /** Of those, the ones that failed: a load error, a refused contract, a throw caught by its error boundary. */
  failures: number;
}

export interface ReleaseHealthRequest {
  site_id: string;
  reports: ReleaseHealthReport[];
}

/** POST /arks/web/site/detail { site_id, bucket?, overrides? } */
export interface SiteDetail {
  site_id: string;
  site_name: string;
  site_title: Record<string, string>;
  settings: SiteSettings;
  env_config: EnvConfig;
  modules: SiteModule[];
}

/** POST /captcha { type, site_id } — answered in the old style. */
export interface CaptchaResponse {
  token: string;
  /** data:image/svg+xml;base64,... */
  captcha: string;
  placeholder: string;
}

/** POST /login */
export interface LoginPayload {
  account: string;
  password: string;
  site_id: string;
  answer: string;
  captcha_token: string;
  remote_addr: string;
  host: string;
  device: string;
  system_group: string;
  udid: string;
  login_type: string;
  cdn: string;
  system: string;
  browser: string;
  system_version: string;
}

export interface LoginSession {
  token: string;
  member_id: number;
  member_account: string;
  member_currency: string;
  member_type: number;
  site_id: string;
}

/** POST /member/profile/common/layout -> { member_common_layout } */
export interface MemberCommonLayout {
  id: number;
  member_currency: string;
  member_cash: string;
  member_account: string;
  member_type: number;
  agent_type: number;
  agent_level: number;
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  is_playing: 0 | 1;
  cash_back_status: number;
  wallet_status: number;
  first_login_to_change_password: 0 | 1;
  need_bank_account_deposit_verified: 0 | 1;
}

/** POST /member/profile/my_cash — answered in the old style. */
export interface MyCash {
  my_cash_list: { gp_id: string; is_light: 0 | 1; icon_dark: string; cash: string }[];
  total: string;
}
