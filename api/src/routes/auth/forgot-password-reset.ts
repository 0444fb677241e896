// POST /api/forgot_password/reset { site_id, account, token, password }: the new password (6 to
// 12, the shared rule) with the token of /forgot_password/verify; every session of the member
// ends. Codes: 101 token unknown, expired, used or of another account; 202 password breaks the rules.
import Type from 'typebox';
import {
  FORGOT_PASSWORD_CODE,
  type ForgotPasswordResetPayload,
  ForgotPasswordResetPayloadSchema,
} from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

const TOKEN = 'The verification has expired; ask for a new code';

const Body = shapeOf<typeof ForgotPasswordResetPayloadSchema, ForgotPasswordResetPayload>()(
  Type.Object({
    site_id: Type.String(),
    account: Type.String(),
    token: Type.String(),
    password: Type.String(),
  }),
);

export const forgotPasswordResetRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  app.post(
    '/forgot_password/reset',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(ForgotPasswordResetPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok) {
        return body.field === 'password'
          ? fail(FORGOT_PASSWORD_CODE.passwordInvalid, 'The password must be 6 to 12 characters')
          : fail(FORGOT_PASSWORD_CODE.tokenInvalid, TOKEN);
      }
      const p = body.value;
      const token = auth.resets.find(p.token, 'forgot');
      if (token.state !== 'live') return fail(FORGOT_PASSWORD_CODE.tokenInvalid, TOKEN);
      const member = services.members.findById(token.member_id);
      if (!member || member.site_id !== p.site_id || member.member_account.toLowerCase() !== p.account.toLowerCase()) {
        return fail(FORGOT_PASSWORD_CODE.tokenInvalid, TOKEN);
      }
      if (!(await auth.resets.changePassword(p.token, member.id, 'forgot', p.password))) {
        return fail(FORGOT_PASSWORD_CODE.tokenInvalid, TOKEN);
      }
      return ok(null, 'The password was changed; log in with the new one');
    },
  );
};
