// POST /api/login/double_validation { member_login_id, answer, captcha_answer, captcha_token, plus
// IP info } (spec 02 §7): the answer to the login's current question, with a login captcha
// (POST /captcha type 1). Right: the login completes with a session. Codes: DOUBLE_VALIDATION_CODE
// (101 attempt unknown or expired, 102 account no longer active, 202 already completed, 106 IP
// blocked, 103 wrong answer, 104 captcha wrong or spent, 205 answer empty, 206 captcha empty,
// 998 DOUBLE_VALIDATION_MAX_FAILURES wrong answers: the attempt is closed, log in again).
import Type from 'typebox';
import {
  CAPTCHA_TYPE_LOGIN,
  DOUBLE_VALIDATION_CODE,
  type DoubleValidationPayload,
  DoubleValidationPayloadSchema,
} from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { asLoginMember, DOUBLE_VALIDATION_MAX_FAILURES } from '../../services/auth/index.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';
import { answerLoginStep } from './login-answer.js';

const C = DOUBLE_VALIDATION_CODE;

const FIELD_CODES: Record<string, number> = {
  answer: C.answerEmpty,
  captcha_answer: C.captchaEmpty,
  captcha_token: C.captchaEmpty,
};

const MESSAGES: Record<number, string> = {
  [C.attemptUnknown]: 'This login has expired. Please log in again.',
  [C.accountInactive]: 'This account can no longer log in',
  [C.alreadyCompleted]: 'This login is already complete',
  [C.ipError]: 'Login is not allowed from this IP address',
  [C.wrongAnswer]: 'The answer is wrong',
  [C.captchaWrong]: 'Captcha verification failed',
  [C.answerEmpty]: 'Enter the answer',
  [C.captchaEmpty]: 'Enter the verification code',
  [C.tooManyFailures]: 'Too many wrong answers. Please log in again.',
};

const Body = shapeOf<typeof DoubleValidationPayloadSchema, DoubleValidationPayload>()(
  Type.Object({
    member_login_id: Type.String(),
    answer: Type.String(),
    captcha_answer: Type.String(),
    captcha_token: Type.String(),
    remote_addr: Type.Optional(Type.String()),
    udid: Type.Optional(Type.String()),
  }),
);

export const doubleValidationRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const { steps } = auth;
  const { captchas, loginGuard, members } = services;
  const refuse = (code: number) => fail(code, MESSAGES[code] ?? 'Verification failed');
  app.post(
    '/login/double_validation',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(DoubleValidationPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok) return refuse(FIELD_CODES[body.field] ?? C.answerEmpty);
      const p = body.value;
      const id = p.member_login_id;

      const found = steps.pending.find(id, 'double_validation');
      if (found.state === 'unknown') return refuse(C.attemptUnknown);
      if (found.state === 'finished')
        return refuse(found.login.outcome === 'completed' ? C.alreadyCompleted : C.attemptUnknown);
      const login = found.login;
      if (loginGuard.isBlocked(request.ip)) return refuse(C.ipError);
      const row = members.findById(login.member_id);
      if (!row || row.status !== 'active') return refuse(C.accountInactive);
      if (!captchas.consume(p.captcha_token, p.captcha_answer, CAPTCHA_TYPE_LOGIN, login.site_id))
        return refuse(C.captchaWrong);

      const member = asLoginMember(row);
      const question = login.questions[login.question_index];
      if (!question || !(await steps.doubleValidation.isRight(member, question, p.answer))) {
        if (steps.pending.recordFailure(id) >= DOUBLE_VALIDATION_MAX_FAILURES) {
          steps.pending.finish(id, 'closed');
          return refuse(C.tooManyFailures);
        }
        return refuse(C.wrongAnswer);
      }
      // Of two right answers racing, one gets the session.
      if (!steps.pending.finish(id, 'completed')) return refuse(C.alreadyCompleted);
      const context = { ...login, remote_addr: p.remote_addr || login.remote_addr, udid: login.udid || p.udid };
      return answerLoginStep(steps.issueSession(member, context), reply);
    },
  );
};
