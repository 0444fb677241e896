// POST /api/arks/web/check-agent-domain { host, site_id } -> new style,
// data: { is_valid, currency, agent_id } (spec 01 §3/§6). An unknown host is not an error:
// it is simply not valid (is_valid false, currency and agent_id null).
import Type from 'typebox';
import type { AgentDomainCheckRequest } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import type { LocaleRoutePlugin } from './index.js';

const Body = satisfiesWire<AgentDomainCheckRequest>()(
  Type.Object({ host: Type.String({ minLength: 1, maxLength: 260 }), site_id: SiteId }),
);

export const checkAgentDomainRoute: LocaleRoutePlugin = async (app, { agentDomains }) => {
  app.post('/arks/web/check-agent-domain', { schema: { body: Body } }, async (request) =>
    ok(agentDomains.check(request.body.site_id, request.body.host)),
  );
};
