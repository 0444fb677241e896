export { createAudit, type AuditActor } from './audit.js';
export { createOperatorAccounts, type Operator } from './accounts.js';
export { createOperatorSessions } from './sessions.js';
export { createOperatorThrottle } from './throttle.js';
export { OPERATOR_ROLES, PERMISSION_ROLES, roleCatalogue, type OperatorPermission } from './permissions.js';
export { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp.js';
