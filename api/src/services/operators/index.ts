export { createAudit, type Audit, type AuditActor, type AuditChange } from './audit.js';
export { createOperatorAccounts, type Operator, type OperatorAccounts } from './accounts.js';
export { createOperatorSessions, type OperatorSession, type OperatorSessions } from './sessions.js';
export { createOperatorThrottle, type OperatorThrottle } from './throttle.js';
export {
  isOperatorRole,
  OPERATOR_ROLES,
  PERMISSION_ROLES,
  permissionsOf,
  roleCatalogue,
  type OperatorPermission,
  type OperatorRole,
} from './permissions.js';
export { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp.js';
