// POST /api/login/device/verify { member_login_id, code } — the code sent for a new device. Right:
// the device is remembered and the login goes on (a session, or a double-validation question).
// Codes: DEVICE_VERIFICATION_CODE (101 attempt unknown, used or expired; 104 wrong code;
// 105 too many wrong codes, the attempt is closed).
import Type from 'typebox';
import {
  DEVICE_VERIFICATION_CODE,
  type DeviceVerificationPayload,
  DeviceVerifyPayloadSchema,
} from '@croupier/shared/contracts';
import { asLoginMember, OUTBOX_PURPOSE_LOGIN_DEVICE } from '../../services/auth/index.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';
import { answerLoginStep } from './login-answer.js';

/** Wrong codes a device verification survives; the next one closes it. */
export const DEVICE_CODE_MAX_FAILURES = 5;

const EXPIRED = 'This login has expired. Please log in again.';

const Body = shapeOf<typeof DeviceVerifyPayloadSchema, DeviceVerificationPayload>()(
  Type.Object({ member_login_id: Type.String(), code: Type.String() }),
);

export const deviceVerifyRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const { steps } = auth;
  app.post(
    '/login/device/verify',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(DeviceVerifyPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      // As sent: a code of the wrong form still counts against this login.
      const id = request.body.member_login_id;

      const found = steps.pending.find(id, 'device');
      if (found.state !== 'live' || !found.login.contact_channel)
        return fail(DEVICE_VERIFICATION_CODE.attemptUnknown, EXPIRED);
      const login = found.login;

      const wrong = () => {
        const failures = steps.pending.recordFailure(id);
        if (failures >= DEVICE_CODE_MAX_FAILURES) {
          steps.pending.finish(id, 'closed');
          return fail(DEVICE_VERIFICATION_CODE.tooManyFailures, 'Too many wrong codes. Please log in again.');
        }
        return fail(DEVICE_VERIFICATION_CODE.codeWrong, 'The code is wrong');
      };
      // A code of the wrong form is simply a wrong code.
      if (!body.ok) return wrong();
      if (!services.outbox.verify(login.contact_to, OUTBOX_PURPOSE_LOGIN_DEVICE, body.value.code)) return wrong();

      const member = services.members.findById(login.member_id);
      // Only one of two racing verifications goes on to a session.
      if (!member || member.status !== 'active' || !steps.pending.finish(id, 'completed')) {
        return fail(DEVICE_VERIFICATION_CODE.attemptUnknown, EXPIRED);
      }
      const loginMember = asLoginMember(member);
      // The device is known from now on, even if a question still stands between it and a session.
      steps.rememberDevice(loginMember.id, login.udid);
      return answerLoginStep(steps.afterDevice(loginMember, login), reply);
    },
  );
};
