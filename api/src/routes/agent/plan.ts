// POST /api/arks/web/agent/plan { site_id, currency } -> new style AgentPlan: the commission plan
// of the brand's currency, tiers ascending. Public (the Plan page is open to guests). A site or
// currency without a plan: 404.
import Type from 'typebox';
import type { AgentPlan } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import type { AgentRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId, currency: Type.String({ minLength: 1, maxLength: 8 }) });

export const planRoute: AgentRoutePlugin = async (app, { terms }) => {
  app.post('/arks/web/agent/plan', { schema: { body: Body } }, async (request) => {
    const { site_id, currency } = request.body;
    const plan = terms.plan(site_id, currency);
    return plan ? ok<AgentPlan>(plan) : fail(ApiCode.notFound, `No agent plan for ${currency} on site ${site_id}`);
  });
};
