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
