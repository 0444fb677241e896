// POST /api/dev/settlements/run { agent_account, period, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1): settles a past month of an agent, as an operator's back office would
// at the end of a month -> Settlement (status settled). ApiCode.notFound: no such account;
// AgentCode.notAgent: not an active agent (or no plan for its currency); invalidPeriod: not
// 'YYYY-MM', a month not begun or before the agent's first; periodNotOver: the current month;
// alreadySettled with data = the settlement as it stands. Concurrent calls credit once.
import Type from 'typebox';
import { AgentCode, type NewStyleResponse, type Settlement } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { isMonth } from '../../lib/site-months.js';
import { isActiveAgent, siteZone } from '../agent/options.js';
import { noPlan, type AgentCentreRoutePlugin } from './options.js';

const Body = Type.Object({
  agent_account: Type.String({ minLength: 1, maxLength: 64 }),
  period: Type.String({ maxLength: 16 }),
  site_id: Defaulted(SiteId, '1'),
});

export const devSettlementsRunRoute: AgentCentreRoutePlugin = async (app, { services, plans, settlements }) => {
  app.post('/dev/settlements/run', { schema: { body: Body } }, async (request) => {
    const { agent_account, period, site_id } = request.body;
    const agent = services.members.findByAccount(site_id, agent_account);
    if (!agent) return fail(ApiCode.notFound, `Member ${agent_account} not found on site ${site_id}`);
    if (!isActiveAgent(agent)) return fail(AgentCode.notAgent, `${agent_account} is not an active agent`);
    if (!isMonth(period)) return fail(AgentCode.invalidPeriod, 'period must be a month YYYY-MM');
    const plan = plans.of(agent.site_id, agent.member_currency);
    if (!plan) return noPlan();
    const result = await settlements.run(
      settlements.agent(agent.id),
      period,
      plan,
      siteZone(services.sites, agent.site_id),
    );
    if (!('refused' in result)) return ok<Settlement>(result.settlement);
    if ('settlement' in result)
      return {
        code: result.refused,
        message: result.message,
        data: result.settlement,
      } satisfies NewStyleResponse<Settlement>;
    return fail(result.refused, result.message);
  });
};
