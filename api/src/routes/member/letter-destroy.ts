// POST /api/arks/web/member/letter/destroy { id } -> new style, data {}. Deletes the member's
// letter (kept for the back office, gone from the list) and publishes letter.delete. Another
// member's letter, an already deleted one or an unknown id: 404 (MemberCode.notFound).
import { MemberCode, RealtimeEvent } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { LetterIdBody } from './letter-id.js';
import { publishChange, type MemberRoutePlugin } from './options.js';

export const letterDestroyRoute: MemberRoutePlugin = async (app, { services, letters }) => {
  app.post(
    '/arks/web/member/letter/destroy',
    { schema: { body: LetterIdBody }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const member = memberOf(request);
      if (!letters.destroy(member.id, request.body.id)) return fail(MemberCode.notFound, 'No such letter');
      publishChange(services.publisher, request.log, member.id, RealtimeEvent.letterDelete, { id: request.body.id });
      return ok({});
    },
  );
};
