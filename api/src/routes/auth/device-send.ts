// POST /api/login/device/send { member_login_id } — another device-verification code to the
// member's phone or email (the login's 107 answer already sent the first). One per
// SMS_COUNTDOWN_S per contact. Codes: DEVICE_VERIFICATION_CODE (101 attempt unknown, used or
// expired; 102 too soon, data.retry_after_s says how long to wait).
import Type from 'typebox';
import {
  DEVICE_VERIFICATION_CODE,
  DeviceSendPayloadSchema,
  SMS_COUNTDOWN_S,
  type DeviceVerificationSendAnswer,
} from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { maskEmail, maskPhone } from '../../lib/mask.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

const Body = shapeOf<typeof DeviceSendPayloadSchema>()(Type.Object({ member_login_id: Type.String() }));

export const deviceSendRoute: AuthRoutePlugin = async (app, { config, auth }) => {
  const { steps } = auth;
  app.post(
    '/login/device/send',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(DeviceSendPayloadSchema, request.body);
      if (!body.ok) return badRequest(reply, body.malformed ? body.message : 'member_login_id is required');

      const found = steps.pending.find(body.value.member_login_id, 'device');
      if (found.state !== 'live' || !found.login.contact_channel) {
        return fail(DEVICE_VERIFICATION_CODE.attemptUnknown, 'This login has expired. Please log in again.');
      }
      const { contact_channel: channel, contact_to: to } = found.login;
      const masked_to = channel === 'sms' ? maskPhone(to) : maskEmail(to);
      const wait = steps.resendWait(to);
      if (wait > 0) {
        return {
          code: DEVICE_VERIFICATION_CODE.resendTooSoon,
          message: `A code was sent recently; try again in ${wait} s`,
          data: { channel, masked_to, retry_after_s: wait } satisfies DeviceVerificationSendAnswer,
        };
      }
      steps.sendDeviceCode(channel, to);
      return ok<DeviceVerificationSendAnswer>({ channel, masked_to, retry_after_s: SMS_COUNTDOWN_S });
    },
  );
};
