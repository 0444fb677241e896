// What the login-flow endpoints share: the login services the api composes once
// (services/index.ts), handed on by the area plugin (index.ts).
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { Services } from '../../services/index.js';

export interface AuthServices {
  steps: Services['loginSteps'];
  resets: Services['passwordResets'];
  failures: Services['verificationFailures'];
  thirdParty: Services['thirdParty'];
}

/** The login services of the api's services, under the names the endpoints use. */
export function authServicesOf({
  loginSteps,
  passwordResets,
  verificationFailures,
  thirdParty,
}: Services): AuthServices {
  return { steps: loginSteps, resets: passwordResets, failures: verificationFailures, thirdParty };
}

export interface AuthRouteOptions extends RouteOptions {
  auth: AuthServices;
}
export type AuthRoutePlugin = RoutePlugin<AuthRouteOptions>;
