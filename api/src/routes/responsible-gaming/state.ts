// POST /api/arks/web/member/responsible_gaming {} -> new style, ResponsibleGamingState: the six
// money limits with what is used and left in the current period (site zone), the session limit,
// this login session's start and net result, the reality check, the api's clock. 401 without a session.
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import type { RoutePlugin } from '../../http/route-schema.js';

export const rgStateRoute: RoutePlugin = async (app, { services }) => {
  app.post('/arks/web/member/responsible_gaming', { preHandler: requireMember(services.sessions) }, async (request) =>
    // requireMember found the session by this token, so it is there.
    ok(services.responsibleGaming.state(memberOf(request), readToken(request) ?? '')),
  );
};
