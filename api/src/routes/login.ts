// POST /api/login (spec 01 §3 login payload) -> new style, data: LoginSession, and the
// token again in the `authorization` response header. Codes: spec 01 §8 plus 996 (too many
// failures: from one IP, or for one account name from anywhere, services/auth/login-throttle.ts).
// After a right password for an active member, the member's settings may ask for more first
// (services/auth/login-steps.ts): 802 transfer verification, 107 a device code, or code 100 with
// data.double_validation (a question, no session yet). A running time-out or self-exclusion
// answers ResponsibleGamingCode 604 / 605 { kind, until } once the password is known right (no
// one learns of it without the password) and before any further step.
import Type from 'typebox';
import {
  CAPTCHA_TYPE_LOGIN,
  LOGIN_CODE,
  type LoginPayload,
  type TransferVerificationRequired,
} from '@croupier/shared/contracts';
import { fail } from '../http/respond.js';
import { rateLimited } from '../http/route-options.js';
import { SiteId, satisfiesWire, type RoutePlugin } from '../http/route-schema.js';
import { verifyPassword } from '../lib/passwords.js';
import {
  asLoginMember,
  LOGIN_FAILURE_WINDOW_MS,
  type LoginThrottleRefusal,
  sendLoginLockNotice,
} from '../services/auth/index.js';
import { answerLoginStep } from './auth/login-answer.js';
import { loginContext } from './auth/login-context.js';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const Body = satisfiesWire<LoginPayload>()(
  Type.Object({
    account: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    site_id: SiteId,
    answer: Type.String({ minLength: 1, maxLength: 16 }),
    captcha_token: Type.String({ minLength: 1, maxLength: 64 }),
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
  }),
);

const MESSAGES: Record<number, string> = {
  [LOGIN_CODE.accountWrong]: 'Account or password is wrong',
  [LOGIN_CODE.accountDisabled]: 'Account is disabled',
  [LOGIN_CODE.accountFrozen]: 'Account is frozen',
  [LOGIN_CODE.captchaFailed]: 'Captcha verification failed',
  [LOGIN_CODE.ipError]: 'Login is not allowed from this IP address',
  [LOGIN_CODE.tooFrequent]: `Too many failed login attempts; try again in ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes`,
};

/** The same words for a member's name and an unknown one: they depend on the name's failures only. */
function throttledMessage({ kind, retryAfterS }: LoginThrottleRefusal): string {
  const wait = retryAfterS >= 120 ? `${Math.ceil(retryAfterS / 60)} minutes` : `${retryAfterS} seconds`;
  return kind === 'locked'
    ? `Too many failed login attempts for this account; it is locked, try again in ${wait}`
    : `Too many failed login attempts for this account; try again in ${wait}`;
}

export const loginRoute: RoutePlugin = async (app, { config, services }) => {
  const { captchas, loginGuard, loginThrottle, members, outbox, loginSteps: steps } = services;
  const lockMs = config.loginThrottle.lockMinutes * 60_000;

  app.post('/login', { schema: { body: Body }, config: rateLimited(config) }, async (request, reply) => {
    const p = request.body;
    const ip = request.ip;
    const refuse = (code: number, message = MESSAGES[code] ?? 'Login failed') => {
      loginGuard.record({
        site_id: p.site_id,
        member_account: p.account,
        ip,
        remote_addr: loginContext(request, p).remote_addr,
        device: p.device,
        browser: p.browser,
        result_code: code,
      });
      return fail(code, message);
    };

    if (loginGuard.isLimited(ip, p.account)) return refuse(LOGIN_CODE.tooFrequent);
    if (!captchas.consume(p.captcha_token, p.answer, CAPTCHA_TYPE_LOGIN, p.site_id))
      return refuse(LOGIN_CODE.captchaFailed);
    if (loginGuard.isBlocked(ip)) return refuse(LOGIN_CODE.ipError);

    // Keyed by the name as submitted, so an unknown name is throttled exactly like a member's.
    const attempt = loginThrottle.admit(p.site_id, p.account);
    if (attempt.kind !== 'open') return refuse(LOGIN_CODE.tooFrequent, throttledMessage(attempt));
    const member = members.findByAccount(p.site_id, p.account);
    // An unknown name verifies against a dummy hash: the same work as a wrong password.
    const passwordRight = await verifyPassword(member?.password_hash, p.password).catch((err: unknown) => {
      attempt.done();
      throw err;
    });
    if (!passwordRight || !member) {
      const answer = refuse(LOGIN_CODE.accountWrong);
      if (attempt.failed() && member) sendLoginLockNotice(outbox, asLoginMember(member), lockMs);
      return answer;
    }
    attempt.done();
    // Status is told only to whoever knows the password.
    if (member.status === 'disabled') return refuse(LOGIN_CODE.accountDisabled);
    if (member.status === 'frozen') return refuse(LOGIN_CODE.accountFrozen);

    const barred = steps.excluded(member.id);
    if (barred) return answerLoginStep(barred, reply);
    const loginMember = asLoginMember(member);
    if (loginMember.transfer_verification === 1) {
      return {
        code: LOGIN_CODE.transferVerification,
        message: 'This account must be verified before its first login here',
        data: { account: member.member_account } satisfies TransferVerificationRequired,
      };
    }
    return answerLoginStep(steps.begin(loginMember, loginContext(request, p)), reply);
  });
};
