// POST /api/arks/web/member/letter/read { id } -> new style, data {}. Marks the member's letter
// read and publishes letter.read (the member's other windows reload their letters). Another
// member's letter, a deleted one or an unknown id: 404 (MemberCode.notFound).
import { MemberCode, RealtimeEvent } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { LetterIdBody } from './letter-id.js';
import { publishChange, type MemberRoutePlugin } from './options.js';

export const letterReadRoute: MemberRoutePlugin = async (app, { services, letters }) => {
  app.post(
    '/arks/web/member/letter/read',
    { schema: { body: LetterIdBody }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const member = memberOf(request);
      if (!letters.markRead(member.id, request.body.id)) return fail(MemberCode.notFound, 'No such letter');
      publishChange(services.publisher, request.log, member.id, RealtimeEvent.letterRead, { id: request.body.id });
      return ok({});
    },
  );
};
