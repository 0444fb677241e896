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
