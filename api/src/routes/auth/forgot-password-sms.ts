// POST /api/forgot_password/sms { site_id, account, member_phone } -> { retry_after_s }: a 6-digit
// code by SMS (the outbox) to the phone of the account, one per SMS_COUNTDOWN_S. Codes: the spec's
// SMS codes (SmsCode): 099 account and phone do not match, 102 too soon (data.retry_after_s),
// 201 phone blank.
import Type from 'typebox';
import {
  FORGOT_KEYS,
  type ForgotPasswordSmsAnswer,
  type ForgotPasswordSmsPayload,
  ForgotPasswordSmsPayloadSchema,
  SMS_COUNTDOWN_S,
  SmsCode,
  VERIFICATION_CODE_LENGTH,
} from '@croupier/shared/contracts';
import { OUTBOX_PURPOSE_FORGOT_PASSWORD } from '../../services/auth/index.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { randomDigits } from '../../lib/random-digits.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';
import { forgotPasswordMember } from './forgot-password-member.js';

/** How long a forgot-password code stays valid. */
export const FORGOT_CODE_TTL_MS = 10 * 60_000;

const MISMATCH = 'The account and phone number do not match';

const Body = shapeOf<typeof ForgotPasswordSmsPayloadSchema, ForgotPasswordSmsPayload>()(
  Type.Object({ site_id: Type.String(), account: Type.String(), member_phone: Type.String() }),
);

export const forgotPasswordSmsRoute: AuthRoutePlugin = async (app, { config, services }) => {
  const { outbox, members } = services;
  app.post(
    '/forgot_password/sms',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(ForgotPasswordSmsPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok) {
        return body.key === FORGOT_KEYS.phoneBlank
          ? fail(SmsCode.phoneBlank, 'Enter the phone number')
          : fail(SmsCode.phoneVerifyError, MISMATCH);
      }
      const member = forgotPasswordMember(members, body.value);
      if (!member) return fail(SmsCode.phoneVerifyError, MISMATCH);

      const phone = body.value.member_phone;
      const last = outbox.latest(phone, OUTBOX_PURPOSE_FORGOT_PASSWORD);
      const wait = last ? Math.ceil((last.created_at + SMS_COUNTDOWN_S * 1000 - Date.now()) / 1000) : 0;
      if (wait > 0) {
        return {
          code: SmsCode.rateLimited,
          message: `One SMS per ${SMS_COUNTDOWN_S / 60} minutes; try again in ${wait} s`,
          data: { retry_after_s: wait } satisfies ForgotPasswordSmsAnswer,
        };
      }
      outbox.send({
        channel: 'sms',
        to: phone,
        purpose: OUTBOX_PURPOSE_FORGOT_PASSWORD,
        code: randomDigits(VERIFICATION_CODE_LENGTH),
        ttlMs: FORGOT_CODE_TTL_MS,
      });
      return ok<ForgotPasswordSmsAnswer>({ retry_after_s: SMS_COUNTDOWN_S });
    },
  );
};
