// What the login-flow endpoints share, built once per api from the common services.
import type { FastifyBaseLogger } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import {
  createLoginSteps,
  createPasswordResets,
  createThirdParty,
  createVerificationFailures,
} from '../../services/auth/index.js';

export function createAuthServices({ config, services }: RouteOptions, log: FastifyBaseLogger) {
  return {
    steps: createLoginSteps(services, log),
    resets: createPasswordResets(services.db, services.sessions),
    failures: createVerificationFailures(services.db),
    thirdParty: createThirdParty(services.db, { devOauth: config.devOauth }),
  };
}
export type AuthServices = ReturnType<typeof createAuthServices>;

export interface AuthRouteOptions extends RouteOptions {
  auth: AuthServices;
}
export type AuthRoutePlugin = RoutePlugin<AuthRouteOptions>;
