// POST /api/arks/web/vx/verify { site_id, account, withdraw_password, member_email, member_phone }
// (spec 01 §3, §7) -> { token }: a member who must verify (login code 802) proves who they are
// with the withdraw password and the email or phone on file, and gets a one-time token to set a
// new password with (POST /arks/web/vx/reset). The form's captcha is checked on the client only.
// Codes: TRANSFER_VERIFY_CODE; 5 failures per account in 10 minutes lock it for the window (204);
// once proven, a running time-out or self-exclusion answers 604 / 605 (no reset, no way in).
import Type from 'typebox';
import {
  TRANSFER_VERIFY_CODE,
  type TransferVerifyPayload,
  TransferVerifyPayloadSchema,
} from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { asLoginMember } from '../../services/auth/index.js';
import { exclusionAnswer } from '../../services/responsible-gaming/index.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

const Body = shapeOf<typeof TransferVerifyPayloadSchema, TransferVerifyPayload>()(
  Type.Object({
    site_id: Type.String(),
    account: Type.String(),
    withdraw_password: Type.String(),
    member_email: Type.Optional(Type.String()),
    member_phone: Type.Optional(Type.String()),
  }),
);

export const TRANSFER_VERIFY_MAX_FAILURES = 5;
const FAILURE_KIND = 'vx_verify';

const FIELD_CODES: Record<string, number> = {
  account: TRANSFER_VERIFY_CODE.notAwaiting,
  withdraw_password: TRANSFER_VERIFY_CODE.withdrawPasswordWrong,
  '': TRANSFER_VERIFY_CODE.contactMissing,
};

const MESSAGES: Record<number, string> = {
  [TRANSFER_VERIFY_CODE.notAwaiting]: 'This account has nothing to verify',
  [TRANSFER_VERIFY_CODE.withdrawPasswordWrong]: 'The withdraw password is wrong',
  [TRANSFER_VERIFY_CODE.emailMismatch]: 'The email does not match the account',
  [TRANSFER_VERIFY_CODE.phoneMismatch]: 'The phone number does not match the account',
  [TRANSFER_VERIFY_CODE.contactMissing]: 'Enter the email or the phone number of the account',
  [TRANSFER_VERIFY_CODE.tooManyFailures]: 'Too many failed attempts; try again in 10 minutes',
};

const digits = (s: string) => s.replace(/\D/g, '');

export const transferVerifyRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const { failures, resets, steps } = auth;
  app.post(
    '/arks/web/vx/verify',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(TransferVerifyPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok) {
        const code = FIELD_CODES[body.field] ?? TRANSFER_VERIFY_CODE.notAwaiting;
        return fail(code, MESSAGES[code] ?? 'Verification failed');
      }
      const p = body.value;
      const subject = `${p.site_id}:${p.account}`;
      if (failures.count(FAILURE_KIND, subject) >= TRANSFER_VERIFY_MAX_FAILURES) {
        return fail(TRANSFER_VERIFY_CODE.tooManyFailures, MESSAGES[TRANSFER_VERIFY_CODE.tooManyFailures] as string);
      }
      const refuse = (code: number) => {
        failures.record(FAILURE_KIND, subject);
        return fail(code, MESSAGES[code] as string);
      };

      const found = services.members.findByAccount(p.site_id, p.account);
      const member = found ? asLoginMember(found) : undefined;
      if (!member || member.status !== 'active' || member.transfer_verification !== 1) {
        return refuse(TRANSFER_VERIFY_CODE.notAwaiting);
      }
      if (!(await steps.secrets.checkWithdrawPassword(member.id, p.withdraw_password))) {
        return refuse(TRANSFER_VERIFY_CODE.withdrawPasswordWrong);
      }
      if (p.member_email && p.member_email.toLowerCase() !== member.member_email.trim().toLowerCase()) {
        return refuse(TRANSFER_VERIFY_CODE.emailMismatch);
      }
      if (p.member_phone && (digits(p.member_phone) === '' || digits(p.member_phone) !== digits(member.member_phone))) {
        return refuse(TRANSFER_VERIFY_CODE.phoneMismatch);
      }
      const exclusion = services.rgEnforcement.exclusionAt(member.id);
      if (exclusion) return exclusionAnswer(exclusion, services.rgEnforcement.siteTimeOf(member.id, exclusion.until));
      return ok({ token: resets.issue(member.id, 'transfer') });
    },
  );
};
