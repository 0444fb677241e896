// The console's sign-in (docs/operators.md "Signing in"):
//   POST /api/operator/auth/login { account, password }
//     -> { next: 'totp' } or, for an operator with no second factor yet, { next: 'enroll', secret, otpauth_uri };
//        the cookie then holds a session awaiting the second factor (a few minutes).
//   POST /api/operator/auth/second-factor { code } or { recovery_code }
//     -> { operator, csrf_token, recovery_codes? } (the codes once, at enrolment); the cookie now
//        holds the active session, under a new token.
//   POST /api/operator/auth/logout, GET /api/operator/me.
// Failures answer 401 and count against the account and the address (services/operators/throttle.ts);
// past the limit, 429 with retry_after_s, before any password is checked.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { rateLimited } from '../../http/route-options.js';
import { fail, ok } from '../../http/respond.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import { verifyPassword } from '../../lib/passwords.js';
import { acceptedStep, newTotpSecret, totpUri } from '../../services/operators/index.js';
import {
  cookieOptions,
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  OPERATOR_SECURITY,
  operatorGuard,
  operatorOf,
} from './guard.js';

const LoginBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
const SecondFactorBody = Type.Union([
  Type.Object({ code: Type.String({ minLength: 1, maxLength: 12 }) }, { additionalProperties: false }),
  Type.Object({ recovery_code: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false }),
]);

const where = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export const operatorAuthRoutes: RoutePlugin = async (app, { services, config }) => {
  const { operators, operatorSessions: sessions, operatorThrottle: throttle } = services;

  const throttled = (reply: FastifyReply, retryAfter: number) =>
    reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({
        code: ApiCode.tooManyRequests,
        message: `Too many failed sign-ins; retry in ${retryAfter} s`,
        data: { retry_after_s: retryAfter },
      });

  app.post(
    '/operator/auth/login',
    { schema: { tags: ['operator'], body: LoginBody }, config: rateLimited(config) },
    async (request, reply) => {
      const { account, password } = request.body;
      const wait = throttle.retryAfter(account, request.ip);
      if (wait > 0) return throttled(reply, wait);
      const found = operators.credentialsOf(account);
      const passed = (await verifyPassword(found?.password_hash, password)) && found !== undefined && !found.disabled;
      throttle.record(account, request.ip, 'password', passed);
      if (!passed) return reply.code(401).send(fail(ApiCode.unauthorized, 'wrong account or password'));
      const enrolSecret = found.totp_secret === null ? newTotpSecret() : null;
      const session = sessions.startPassword(found.id, where(request), enrolSecret);
      reply.setCookie(OPERATOR_COOKIE, session.token, cookieOptions(session.expiresAt));
      return ok(
        enrolSecret
          ? { next: 'enroll' as const, secret: enrolSecret, otpauth_uri: totpUri(enrolSecret, account) }
          : { next: 'totp' as const },
      );
    },
  );

  app.post(
    '/operator/auth/second-factor',
    { schema: { tags: ['operator'], body: SecondFactorBody }, config: rateLimited(config) },
    async (request, reply) => {
      const pending = sessions.find(request.cookies[OPERATOR_COOKIE], 'password');
      const operator = pending && operators.byId(pending.operator_id);
      if (!pending || !operator)
        return reply.code(401).send({
          code: ApiCode.unauthorized,
          message: 'sign in with your password first',
          data: { next: 'password' },
        });
      const wait = throttle.retryAfter(operator.account, request.ip);
      if (wait > 0) return throttled(reply, wait);
      const now = Date.now();
      let recoveryCodes: string[] | undefined;
      let passed = false;
      if ('recovery_code' in request.body) {
        passed = pending.enrol_secret === null && operators.useRecoveryCode(operator.id, request.body.recovery_code);
      } else if (pending.enrol_secret !== null) {
        const step = acceptedStep(pending.enrol_secret, request.body.code, now, 0);
        if (step !== null) {
          recoveryCodes = operators.enrol(operator.id, pending.enrol_secret, step);
          passed = true;
        }
      } else {
        const factor = operators.secondFactorOf(operator.id)!;
        const step =
          factor.totp_secret && acceptedStep(factor.totp_secret, request.body.code, now, factor.totp_last_step);
        passed = typeof step === 'number' && operators.useStep(operator.id, step);
      }
      throttle.record(operator.account, request.ip, 'second_factor', passed);
      if (!passed) return reply.code(401).send(fail(ApiCode.unauthorized, 'wrong or already used code'));
      const session = sessions.activate(pending, where(request));
      reply.setCookie(OPERATOR_COOKIE, session.token, cookieOptions(session.expiresAt));
      const active = sessions.find(session.token, 'active')!;
      return ok({
        operator: operators.byId(operator.id)!,
        csrf_token: active.csrf_token,
        ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
      });
    },
  );

  app.get(
    '/operator/me',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY }, ...operatorGuard(services, null) },
    async (request) => {
      const { session_id: _session, csrf_token, ...operator } = operatorOf(request);
      return ok({ operator, csrf_token });
    },
  );

  app.post(
    '/operator/auth/logout',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY }, ...operatorGuard(services, null) },
    async (request, reply) => {
      sessions.end(operatorOf(request).session_id);
      reply.clearCookie(OPERATOR_COOKIE, { path: OPERATOR_COOKIE_PATH });
      return ok(null);
    },
  );
};
