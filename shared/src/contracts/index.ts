// Node-safe contracts: constants, code tables, wire types, realtime names.
// The api imports only this entry; nothing here may touch the DOM or React.
export * from './constants.js';
export * from './codes.js';
export * from './api-types.js';
export * from './realtime.js';
export * from './languages.js';
export { CONTRACT_VERSION, isContractCompatible } from './contract-version.js';
export * from './window-msg.js';
export * from './demo-mode.js';
export * from './register-entry.js';
export * from './help-pages.js';
export * from './templates.js';
export * from './content-types.js';
export * from './currency.js';
export * from './escape-html.js';
export * from './tracking.js';
export * from './realtime-templates.js';
export * from './login-codes.js';
export * from './login-types.js';
export * from './client-captcha.js';
export * from './validation/login.js';
export * from './validation/issues.js';
export * from './register-types.js';
export * from './register-codes.js';
// The register rules' building blocks (each field's schema, the contact handles) stay inside.
export {
  isDisplayed,
  phoneSchema,
  registerFormSchema,
  registerPayloadSchema,
  rulesFromSettings,
  uniqueFieldsFromSettings,
  type RegisterRules,
} from './validation/register.js';
export * from './games.js';
export * from './remotes.js';
