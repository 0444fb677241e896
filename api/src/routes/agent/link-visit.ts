// POST /api/arks/web/agent/link-visit { agent_id } -> new style, data null: a guest landed through
// an agent's registration link (?id=). Records one visit of the active agent on the page's host
// (Origin's host, else Host: lib/page-host.ts). Public, and on every such landing: one indexed
// read and one insert, limited per client IP like the other public calls worth abusing. An id
// that is no active agent's: AgentCode.notAgent 301 (nothing recorded).
import Type from 'typebox';
import { AgentCode, type LinkVisitPayload } from '@croupier/shared/contracts';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { pageHost } from '../../lib/page-host.js';
import { isAgentIdShape } from '../../services/auth/index.js';
import type { AgentRoutePlugin } from './options.js';

const Body = satisfiesWire<LinkVisitPayload>()(Type.Object({ agent_id: Type.String({ maxLength: 32 }) }));

export const linkVisitRoute: AgentRoutePlugin = async (app, { config, links }) => {
  app.post('/arks/web/agent/link-visit', { schema: { body: Body }, config: rateLimited(config) }, async (request) => {
    const { agent_id } = request.body;
    const host = pageHost(request);
    const recorded = isAgentIdShape(agent_id) && host !== '' && links.recordVisit(Number(agent_id), host);
    return recorded ? ok(null, 'Visit recorded') : fail(AgentCode.notAgent, 'No active agent with this id');
  });
};
