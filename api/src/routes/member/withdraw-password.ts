// POST /api/member/profile/withdraw_password (WithdrawPasswordPayload) -> new style, data null.
// The first withdraw password needs the login password; a change needs the old withdraw
// password (101 when the one asked for is wrong). Rules: the shared schema (422 + {field, key}).
// Publishes profile.updated (is_withdraw_password).
import Type from 'typebox';
import {
  MemberCode,
  RealtimeEvent,
  withdrawPasswordSchema,
  type WithdrawPasswordPayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { invalidField, publishChange, type MemberRoutePlugin } from './options.js';

const Text = Type.String({ maxLength: 128 });
const Body = satisfiesWire<WithdrawPasswordPayload>()(
  Type.Object({
    password: Type.Optional(Text),
    old_withdraw_password: Type.Optional(Text),
    withdraw_password: Text,
    confirm_withdraw_password: Text,
  }),
);

export const withdrawPasswordRoute: MemberRoutePlugin = async (app, { config, services, profile }) => {
  app.post(
    '/member/profile/withdraw_password',
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: requireMember(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const member = memberOf(request);
      const hashes = profile.hashes(member.id);
      if (!hashes) return fail(MemberCode.notFound, 'Member not found');
      const isSet = hashes.withdraw_password_hash !== '';
      const checked = checkBody(withdrawPasswordSchema(isSet), request.body);
      if (!checked.ok && checked.malformed) return badRequest(reply, checked.message);
      if (!checked.ok) return invalidField({ field: checked.field, key: checked.key });
      const p = checked.value;

      const proven = isSet
        ? await verifyPassword(hashes.withdraw_password_hash, p.old_withdraw_password)
        : await verifyPassword(hashes.password_hash, p.password);
      if (!proven)
        return fail(
          MemberCode.wrongPassword,
          isSet ? 'The old withdraw password is wrong' : 'The login password is wrong',
        );

      profile.setWithdrawPassword(member.id, await hashPassword(p.withdraw_password));
      publishChange(services.publisher, request.log, member.id, RealtimeEvent.profileUpdated);
      return ok(null, isSet ? 'The withdraw password was changed' : 'The withdraw password was set');
    },
  );
};
