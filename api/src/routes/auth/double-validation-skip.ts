// POST /api/login/double_validation/skip { member_login_id } (spec 02 §7): the next question of
// the login's double validation, while any is left (DOUBLE_VALIDATION_QUESTIONS_DEFAULT at most).
// Codes: DOUBLE_VALIDATION_SKIP_CODE (101 attempt unknown, finished or expired; 103 none left).
import Type from 'typebox';
import {
  DOUBLE_VALIDATION_SKIP_CODE,
  DoubleValidationSkipPayloadSchema,
  type DoubleValidationChallenge,
} from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

const Body = shapeOf<typeof DoubleValidationSkipPayloadSchema>()(Type.Object({ member_login_id: Type.String() }));

export const doubleValidationSkipRoute: AuthRoutePlugin = async (app, { config, auth }) => {
  const { pending } = auth.steps;
  app.post(
    '/login/double_validation/skip',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(DoubleValidationSkipPayloadSchema, request.body);
      if (!body.ok) return badRequest(reply, body.malformed ? body.message : 'member_login_id is required');
      const id = body.value.member_login_id;

      const found = pending.find(id, 'double_validation');
      if (found.state !== 'live')
        return fail(DOUBLE_VALIDATION_SKIP_CODE.attemptUnknown, 'This login has expired. Please log in again.');
      const index = pending.nextQuestion(id);
      const question = index === null ? undefined : found.login.questions[index];
      if (index === null || !question)
        return fail(DOUBLE_VALIDATION_SKIP_CODE.noQuestionLeft, 'No other question is available');
      return ok<DoubleValidationChallenge>({
        member_login_id: id,
        question,
        available_questions_count: found.login.questions.length - index,
      });
    },
  );
};
