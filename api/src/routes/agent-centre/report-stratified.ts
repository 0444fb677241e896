// POST /api/arks/web/agent/report/stratified ReportRange (active agent) -> StratifiedReport: the
// operation report's figures per depth of the downline and per sub-agent (its own downline, any
// depth); the totals are the operation report's for the same days.
import Type from 'typebox';
import type { ReportRange, StratifiedReport } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { activeAgentOnly, siteZone } from '../agent/options.js';
import type { AgentCentreRoutePlugin } from './options.js';
import { periodOf, ReportRangeProperties } from './report-range.js';

const Body = satisfiesWire<ReportRange>()(Type.Object(ReportRangeProperties));

export const reportStratifiedRoute: AgentCentreRoutePlugin = async (app, { services, reports }) => {
  app.post(
    '/arks/web/agent/report/stratified',
    { schema: { body: Body }, preHandler: activeAgentOnly(services.sessions) },
    async (request) => {
      const agent = memberOf(request);
      const checked = periodOf(request.body, siteZone(services.sites, agent.site_id));
      if ('answer' in checked) return checked.answer;
      return ok<StratifiedReport>(reports.stratified(agent.id, checked.period));
    },
  );
};
