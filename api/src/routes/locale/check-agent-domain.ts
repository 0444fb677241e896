// POST /api/arks/web/check-agent-domain { host, site_id } -> new style,
// data: { is_valid, currency, agent_id } (spec 01 §3/§6). An unknown host is not an error:
// it is simply not valid (is_valid false, currency and agent_id null).
import type { AgentDomainCheckRequest } from '@croupier/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/respond.js';
import type { LocaleRouteOptions } from './index.js';

const body = {
  type: 'object',
  required: ['host', 'site_id'],
  properties: {
    host: { type: 'string', minLength: 1, maxLength: 260 },
    site_id: { type: 'string', minLength: 1, maxLength: 32 },
  },
} as const;

export const checkAgentDomainRoute: FastifyPluginAsync<LocaleRouteOptions> = async (app, { agentDomains }) => {
  app.post<{ Body: AgentDomainCheckRequest }>('/arks/web/check-agent-domain', { schema: { body } }, async (request) =>
    ok(agentDomains.check(request.body.site_id, request.body.host)),
  );
};
