// POST /api/arks/web/member/responsible_gaming/history {} -> new style, RgChange[]: the member's
// changes newest first, at most RG_HISTORY_LIMIT. 401 without a session.
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import type { RoutePlugin } from '../../http/route-schema.js';

export const rgHistoryRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/arks/web/member/responsible_gaming/history',
    { preHandler: requireMember(services.sessions) },
    async (request) => ok(services.responsibleGaming.history(memberOf(request).id)),
  );
};
