// POST /api/arks/web/agent/settlements { page, count } (active agent) -> SettlementList: one
// period per calendar month (site zone) from the agent's first month to the current one, newest
// first, computed from the ledger (services/agents/settlements.ts). A currency without a plan:
// AgentCode.notAgent.
import Type from 'typebox';
import type { SettlementList } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { Defaulted } from '../../http/route-schema.js';
import { activeAgentOnly, siteZone } from '../agent/options.js';
import { noPlan, type AgentCentreRoutePlugin } from './options.js';

const Body = Type.Object({
  page: Defaulted(Type.Integer({ minimum: 1, maximum: 100_000 }), 1),
  count: Defaulted(Type.Integer({ minimum: 1, maximum: 100 }), 20),
});

export const settlementsRoute: AgentCentreRoutePlugin = async (app, { services, plans, settlements }) => {
  app.post(
    '/arks/web/agent/settlements',
    { schema: { body: Body }, preHandler: activeAgentOnly(services.sessions) },
    async (request) => {
      const agent = memberOf(request);
      const plan = plans.of(agent.site_id, agent.member_currency);
      if (!plan) return noPlan();
      return ok<SettlementList>(
        settlements.list(settlements.agent(agent.id), plan, siteZone(services.sites, agent.site_id), request.body),
      );
    },
  );
};
