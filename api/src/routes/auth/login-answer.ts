// One way to answer every call that can complete a login (POST /login, the device code, the
// double-validation answer, the third-party callback): a session (code 100, token also in the
// authorization header), a device code sent (107), or a double-validation question (100 with
// data.double_validation and no session yet), or a running time-out / self-exclusion
// (ResponsibleGamingCode.timedOut 604 / selfExcluded 605, data { kind, until }).
import type { FastifyReply } from 'fastify';
import { LOGIN_CODE, type NewStyleResponse } from '@croupier/shared/contracts';
import { fail, ok } from '../../http/respond.js';
import type { LoginStep } from '../../services/auth/index.js';
import { exclusionAnswer } from '../../services/responsible-gaming/index.js';

export function answerLoginStep(step: LoginStep, reply: FastifyReply): NewStyleResponse<unknown> {
  switch (step.kind) {
    case 'session':
      reply.header('authorization', step.token);
      return ok(step.session);
    case 'device':
      return {
        code: LOGIN_CODE.deviceVerification,
        message: `This device is new: enter the code sent to ${step.challenge.masked_to}`,
        data: step.challenge,
      };
    case 'double_validation':
      return ok({ double_validation: step.challenge }, 'Answer the security question to finish logging in');
    case 'no_contact':
      return fail(
        LOGIN_CODE.deviceNoContact,
        'This device needs verification, but the account has no phone or email on file. Please contact customer service.',
      );
    case 'excluded':
      return exclusionAnswer(step.exclusion, step.untilText);
  }
}
