// POST /api/forgot_password/verify { site_id, account, member_phone, code } -> { token }: the SMS
// code is right (once), so the member may set a new password with the token. Codes: 099 account
// and phone do not match, 101 no live code (ask for a new one), 113 wrong code.
import Type from 'typebox';
import {
  FORGOT_PASSWORD_CODE,
  type ForgotPasswordVerifyPayload,
  ForgotPasswordVerifyPayloadSchema,
  SmsCode,
} from '@croupier/shared/contracts';
import { OUTBOX_PURPOSE_FORGOT_PASSWORD } from '../../services/auth/index.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';
import { forgotPasswordMember } from './forgot-password-member.js';

const Body = shapeOf<typeof ForgotPasswordVerifyPayloadSchema, ForgotPasswordVerifyPayload>()(
  Type.Object({
    site_id: Type.String(),
    account: Type.String(),
    member_phone: Type.String(),
    code: Type.String(),
  }),
);

export const forgotPasswordVerifyRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const { outbox, members } = services;
  app.post(
    '/forgot_password/verify',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(ForgotPasswordVerifyPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok) {
        return body.field === 'code'
          ? fail(FORGOT_PASSWORD_CODE.codeWrong, 'The code is wrong')
          : fail(SmsCode.phoneVerifyError, 'The account and phone number do not match');
      }
      const p = body.value;
      const member = forgotPasswordMember(members, p);
      if (!member) return fail(SmsCode.phoneVerifyError, 'The account and phone number do not match');

      if (!outbox.verify(p.member_phone, OUTBOX_PURPOSE_FORGOT_PASSWORD, p.code)) {
        // A live message: the code is wrong (113). No code, or one spent, expired or burnt by wrong
        // guesses (then even the right code fails): the honest answer is "ask for a new one" (101).
        return outbox.live(p.member_phone, OUTBOX_PURPOSE_FORGOT_PASSWORD)
          ? fail(FORGOT_PASSWORD_CODE.codeWrong, 'The code is wrong')
          : fail(FORGOT_PASSWORD_CODE.codeExpired, 'The code has expired; ask for a new one');
      }
      return ok({ token: auth.resets.issue(member.id, 'forgot') });
    },
  );
};
