// The rules both ends run (a form before it sends, the api when it receives): valibot schemas.
// A subpath of its own (@croupier/shared/validation): only forms need them, never the first render.
export {
  AuthCallbackPayloadSchema,
  AuthProvidersPayloadSchema,
  DeviceSendPayloadSchema,
  DeviceVerifyPayloadSchema,
  DoubleValidationPayloadSchema,
  DoubleValidationSkipPayloadSchema,
  FORGOT_KEYS,
  ForgotPasswordResetPayloadSchema,
  ForgotPasswordSmsPayloadSchema,
  ForgotPasswordVerifyPayloadSchema,
  TransferResetPayloadSchema,
  transferVerifyFormSchema,
  TransferVerifyPayloadSchema,
} from './login.js';
export { firstIssueByField, isMalformedIssue, issueField } from './issues.js';
// The register rules' building blocks (each field's schema, the contact handles) stay inside.
export {
  isDisplayed,
  phoneSchema,
  registerFormSchema,
  registerPayloadSchema,
  rulesFromSettings,
  uniqueFieldsFromSettings,
  type RegisterRules,
} from './register.js';
export {
  amountToCents,
  bankAccountSchema,
  depositSchema,
  EditPasswordSchema,
  profileFillSchema,
  withdrawalSchema,
  withdrawPasswordSchema,
} from './member.js';
export { agentApplicationSchema, agentTransferSchema, reportRangeSchema } from './agent.js';
export {
  rgCancelSchema,
  rgExclusionSchema,
  rgLimitSchema,
  rgSessionLimitSchema,
  realityCheckSchema,
} from './responsible-gaming.js';
