// The operator api's answers (/api/operator), as the console reads them.

export const ROLES = ['owner', 'release_manager', 'cashier', 'content_editor', 'support', 'compliance'] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  | 'operators.manage'
  | 'audit.read'
  | 'sites.read'
  | 'sites.create'
  | 'sites.settings'
  | 'sites.modules'
  | 'releases.read'
  | 'releases.change'
  | 'cashier.read'
  | 'cashier.decide'
  | 'members.read'
  | 'members.support'
  | 'members.adjust_wallet'
  | 'content.edit'
  | 'agents.read'
  | 'agents.decide'
  | 'agents.settle'
  | 'compliance.read'
  | 'compliance.decide'
  | 'games.manage';

export interface Me {
  id: number;
  account: string;
  display_name: string;
  roles: Role[];
  all_sites: boolean;
  site_ids: string[];
  permissions: Permission[];
}

/** GET /me and the second factor's answer: who is signed in, and the token every POST carries. */
export interface Session {
  operator: Me;
  csrf_token: string;
}

export type LoginAnswer = { next: 'totp' } | { next: 'enroll'; secret: string; otpauth_uri: string };

export interface SecondFactorAnswer extends Session {
  /** Only when the second factor was just enrolled: shown once. */
  recovery_codes?: string[];
}

export interface Operator {
  id: number;
  account: string;
  display_name: string;
  roles: Role[];
  all_sites: boolean;
  site_ids: string[];
  totp_enrolled: boolean;
  disabled: boolean;
  created_at: number;
}

export interface NewOperator {
  account: string;
  display_name: string;
  password: string;
  roles: Role[];
  all_sites: boolean;
  site_ids: string[];
}

export interface RoleGrant {
  role: Role;
  permissions: Permission[];
}

export interface SiteModule {
  name: string;
  enabled: boolean;
}

export interface Site {
  site_id: string;
  site_name: string;
  modules: SiteModule[];
}

export interface AuditEntry {
  id: number;
  at: number;
  operator_account: string;
  site_id: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  address: string;
}

export interface AuditPage {
  items: AuditEntry[];
  next_before_id: number | null;
}

/** A release's loads and failures as the visitors reported them, under the entry's revision. */
export interface ReleaseHealth {
  loads: number;
  failures: number;
}

/** A site's live entry for one remote (GET /sites/:site_id/releases). */
export interface LiveEntry {
  module: string;
  stable: string;
  canary: string | null;
  /** 1..99 with a canary, 0 without. */
  canary_percent: number;
  revision: number;
  updated_at: number;
  stable_health: ReleaseHealth;
  canary_health: ReleaseHealth | null;
}

export type ReleaseAction = 'promote' | 'canary' | 'rollback';

export interface ReleaseChange {
  id: number;
  module: string;
  action: ReleaseAction;
  from_stable: string | null;
  to_stable: string;
  from_canary: string | null;
  to_canary: string | null;
  canary_percent: number;
  revision: number;
  /** `operator:<account>`, a release team, or `canary-guard`. */
  actor: string;
  reason: string;
  at: number;
}

export interface LiveMap {
  site_id: string;
  modules: LiveEntry[];
  /** The newest first. */
  changes: ReleaseChange[];
}

/** A registered release of a remote (GET /releases/:module). */
export interface Release {
  module: string;
  version: string;
  manifest_url: string;
  registered_by: string;
  registered_at: number;
}

export interface ReleaseChangeBody {
  action: ReleaseAction;
  version?: string;
  percent?: number;
  /** The revision the operator read; null when the site had no entry for the remote. */
  expected_revision: number | null;
  reason: string;
}

/** An override link: `query` (cr_release=<token>) goes on a page's address. */
export interface IssuedOverride {
  token: string;
  expires_at: number;
  query: string;
}

export type OrderKind = 'deposit' | 'withdrawal';
/** Stored `rejected`: the console says declined. */
export type OrderStatus = 'pending' | 'approved' | 'rejected';

/** A deposit or withdrawal order of a site's member (GET /sites/:site_id/orders). */
export interface SiteOrder {
  id: number;
  order_number: string;
  type: OrderKind;
  status: OrderStatus;
  /** Decimal text, like amount_cents / 100. */
  amount: string;
  amount_cents: number;
  currency: string;
  method_name: string;
  /** Withdrawals: the bank account, masked. */
  bank_account_masked?: string;
  member_account: string;
  created_at: number;
  decided_at: number | null;
}

/** A page of orders: pending ones page on with next_after_id (oldest first), others next_before_id. */
export interface OrderPage {
  items: SiteOrder[];
  next_before_id: number | null;
  next_after_id?: number | null;
}

export type MemberStatus = 'active' | 'disabled' | 'frozen';

/** A member as the search lists it. Every text is what the member typed: shown as text. */
export interface MemberSummary {
  id: number;
  member_account: string;
  member_name: string;
  member_phone: string;
  member_email: string;
  member_currency: string;
  status: MemberStatus;
  is_agent: 0 | 1;
  created_at: number;
  last_login_at: number | null;
}

export interface MemberPage {
  items: MemberSummary[];
  next_before_id: number | null;
}

/** The contact fields of a member's profile, in the order the page lists them. */
export const CONTACT_FIELDS = [
  'member_qq',
  'member_wechat',
  'member_whats_app',
  'member_zalo',
  'member_fb',
  'member_telegram',
  'member_skype',
  'member_line',
  'member_others',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type MemberProfile = {
  id: number;
  site_id: string;
  member_account: string;
  member_name: string;
  member_currency: string;
  status: MemberStatus;
  member_type: number;
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  is_withdraw_password: 0 | 1;
  /** 'YYYY-MM-DD' or ''. */
  member_birthday: string;
  member_email: string;
  member_phone: string;
  phone_verified: 0 | 1;
  identity_id: string;
  recommend_code: string;
  first_login_to_change_password: 0 | 1;
  created_at: number;
  last_login_at: number | null;
} & Record<ContactField, string>;

/** A member's live session (the public id, never the token). */
export interface MemberSession {
  id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  address: string;
  device: string;
}

/** GET /sites/:site_id/members/:member_account. Balances are decimal text. */
export interface MemberDetail {
  member: MemberProfile;
  balances: { main: string; games: { gp_id: string; balance: string }[]; total: string };
  sessions: MemberSession[];
}

/** One row of a member's main (gp_id null) or game wallet, with its stored reason. */
export interface LedgerMovement {
  id: number;
  created_at: number;
  gp_id: string | null;
  type: string;
  reason: string;
  /** The deposit or withdrawal order the row references. */
  order_number: string | null;
  amount: string;
  balance_after: string;
}

export interface LedgerPage {
  items: LedgerMovement[];
  next_before_id: number | null;
}
