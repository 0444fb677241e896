// POST /api/arks/web/agent/links {} -> new style PromotionLinks: the agent's registration links,
// one per site domain (services/agents/links.ts says which), each with its visits and the
// registrations it brought. Active agents only (AgentCode.notAgent 301).
import type { PromotionLinks } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { isSiteOrigin } from '../../http/site-origins.js';
import { activeAgentOnly, type AgentRoutePlugin } from './options.js';

export const linksRoute: AgentRoutePlugin = async (app, { config, services, links }) => {
  app.post('/arks/web/agent/links', { preHandler: activeAgentOnly(services.sessions) }, async (request) => {
    const origin = request.headers.origin;
    // Only one of the site's own origins: a link never points at a host a client made up.
    const current = typeof origin === 'string' && isSiteOrigin(origin, config) ? origin : null;
    return ok<PromotionLinks>(links.links(memberOf(request), current, config.corsOrigins ?? []));
  });
};
