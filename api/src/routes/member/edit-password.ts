// POST /api/member/profile/edit_password (EditPasswordPayload) -> new style, data null. The old
// password, then the new one (spec 01 §5 rules, the shared schema: 422 + {field, key}; 102 when
// it equals the old). 101 when the old one is wrong. Success clears the forced change, ends
// every OTHER session of the member (their sockets close) and keeps this one; profile.updated.
import Type from 'typebox';
import { EditPasswordSchema, MemberCode, RealtimeEvent, type EditPasswordPayload } from '@croupier/shared/contracts';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { invalidField, publishChange, type MemberRoutePlugin } from './options.js';

const Body = shapeOf<typeof EditPasswordSchema, EditPasswordPayload>()(
  Type.Object({ old_password: Type.String(), new_password: Type.String(), confirm_password: Type.String() }),
);

export const editPasswordRoute: MemberRoutePlugin = async (app, { config, services, profile }) => {
  app.post(
    '/member/profile/edit_password',
    // A wrong old password is a guess at it: limited like the login.
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: requireMember(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const member = memberOf(request);
      const checked = checkBody(EditPasswordSchema, request.body);
      if (!checked.ok && checked.malformed) return badRequest(reply, checked.message);
      if (!checked.ok) {
        if (checked.key === 'password.err_same') {
          return {
            code: MemberCode.samePassword,
            message: 'The new password must differ from the old one',
            data: { field: checked.field, key: checked.key },
          };
        }
        return invalidField({ field: checked.field, key: checked.key });
      }
      const hashes = profile.hashes(member.id);
      if (!hashes || !(await verifyPassword(hashes.password_hash, checked.value.old_password))) {
        return fail(MemberCode.wrongPassword, 'The old password is wrong');
      }
      profile.setPassword(member.id, await hashPassword(checked.value.new_password));
      // requireMember found the session by this token, so it is there.
      services.sessions.revokeOthers(member.id, readToken(request) ?? '');
      publishChange(services.publisher, request.log, member.id, RealtimeEvent.profileUpdated);
      return ok(null, 'The password was changed; other devices were logged out');
    },
  );
};
