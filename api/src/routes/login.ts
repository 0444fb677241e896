// POST /api/login (spec 01 §3 login payload) -> new style, data: LoginSession, and the
// token again in the `authorization` response header. Codes: spec 01 §8 plus 996 (too many failures).
import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_TYPE_LOGIN, type LoginPayload } from '@croupier/shared/contracts';
import { LoginCode } from '../http/api-codes.js';
import { fail, ok } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';
import { verifyPassword } from '../lib/passwords.js';
import { LOGIN_FAILURE_WINDOW_MS } from '../services/login-guard.js';
import { toLoginSession } from '../services/members.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const body = {
  type: 'object',
  required: ['account', 'password', 'site_id', 'answer', 'captcha_token'],
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    site_id: { type: 'string', minLength: 1, maxLength: 32 },
    answer: { type: 'string', minLength: 1, maxLength: 16 },
    captcha_token: { type: 'string', minLength: 1, maxLength: 64 },
    // Client context, recorded with the attempt; never trusted for decisions.
    remote_addr: text(64),
    host: text(255),
    device: text(64),
    system_group: text(64),
    udid: text(128),
    login_type: text(32),
    cdn: text(64),
    system: text(64),
    browser: text(64),
    system_version: text(64),
  },
} as const;

const MESSAGES: Record<number, string> = {
  [LoginCode.accountWrong]: 'Account or password is wrong',
  [LoginCode.accountDisabled]: 'Account is disabled',
  [LoginCode.accountFrozen]: 'Account is frozen',
  [LoginCode.captchaFailed]: 'Captcha verification failed',
  [LoginCode.ipError]: 'Login is not allowed from this IP address',
  [LoginCode.tooFrequent]: `Too many failed login attempts; try again in ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes`,
};

export const loginRoute: FastifyPluginAsync<RouteOptions> = async (app, { config, services }) => {
  const { captchas, loginGuard, members, sessions, publisher } = services;

  app.post<{ Body: Partial<LoginPayload> & Pick<LoginPayload, 'account' | 'password' | 'site_id' | 'answer' | 'captcha_token'> }>(
    '/login',
    { schema: { body }, config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const p = request.body;
      const ip = request.ip;
      const refuse = (code: number) => {
        loginGuard.record({
          site_id: p.site_id,
          member_account: p.account,
          ip,
          remote_addr: p.remote_addr,
          device: p.device,
          browser: p.browser,
          result_code: code,
        });
        return fail(code, MESSAGES[code] ?? 'Login failed');
      };

      if (loginGuard.isLimited(ip, p.account)) return refuse(LoginCode.tooFrequent);
      if (!captchas.consume(p.captcha_token, p.answer, CAPTCHA_TYPE_LOGIN, p.site_id)) return refuse(LoginCode.captchaFailed);
      if (loginGuard.isBlocked(ip)) return refuse(LoginCode.ipError);

      const member = members.findByAccount(p.site_id, p.account);
      // Status is told only to whoever knows the password.
      if (!(await verifyPassword(member?.password_hash, p.password)) || !member) return refuse(LoginCode.accountWrong);
      if (member.status === 'disabled') return refuse(LoginCode.accountDisabled);
      if (member.status === 'frozen') return refuse(LoginCode.accountFrozen);

      const token = sessions.create(member.id, ip, request.headers['user-agent'] ?? '');
      loginGuard.record({
        site_id: p.site_id,
        member_account: member.member_account,
        ip,
        remote_addr: p.remote_addr,
        device: p.device,
        browser: p.browser,
        result_code: LoginCode.success,
      });
      // Other windows of this member warn and log out (spec 01 §4); best effort.
      publisher
        .publishLogin(member.id, token)
        .catch((err: unknown) => request.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'login publish failed'));
      reply.header('authorization', token);
      return ok(toLoginSession(member, token));
    },
  );
};
