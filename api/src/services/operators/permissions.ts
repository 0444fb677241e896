// What each operator role may do (docs/operators.md "Roles"). The api checks a permission on every
// operator route; the console reads the operator's permissions from GET /api/operator/me and only
// hides what the api would refuse. Ending a self-exclusion early is the compliance role's alone:
// not even an owner may.

export const OPERATOR_ROLES = [
  'owner',
  'release_manager',
  'cashier',
  'content_editor',
  'support',
  'compliance',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const EVERY_ROLE = OPERATOR_ROLES;

export const PERMISSION_ROLES = {
  'operators.manage': ['owner'],
  'audit.read': ['owner', 'compliance'],
  'sites.read': EVERY_ROLE,
  'sites.create': ['owner'],
  'sites.settings': ['owner'],
  'sites.modules': ['owner', 'release_manager'],
  'releases.read': ['owner', 'release_manager'],
  'releases.change': ['owner', 'release_manager'],
  'cashier.read': ['owner', 'cashier', 'support'],
  'cashier.decide': ['owner', 'cashier'],
  'members.read': ['owner', 'cashier', 'support', 'compliance'],
  'members.support': ['owner', 'support'],
  'members.adjust_wallet': ['owner'],
  'content.edit': ['owner', 'content_editor'],
  'agents.read': ['owner', 'support', 'cashier'],
  'agents.decide': ['owner', 'support'],
  'agents.settle': ['owner', 'cashier'],
  'compliance.read': ['owner', 'compliance', 'support'],
  'compliance.decide': ['compliance'],
  'games.manage': ['owner', 'content_editor'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorPermission = keyof typeof PERMISSION_ROLES;
export const OPERATOR_PERMISSIONS = Object.keys(PERMISSION_ROLES) as OperatorPermission[];

export const isOperatorRole = (value: unknown): value is OperatorRole =>
  typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);

/** Every permission any of `roles` gives, in the table's order. */
export function permissionsOf(roles: readonly OperatorRole[]): OperatorPermission[] {
  return OPERATOR_PERMISSIONS.filter((p) =>
    (PERMISSION_ROLES[p] as readonly OperatorRole[]).some((r) => roles.includes(r)),
  );
}

/** The permissions of one role, for the console's role picker. */
export const roleCatalogue = () => OPERATOR_ROLES.map((role) => ({ role, permissions: permissionsOf([role]) }));
