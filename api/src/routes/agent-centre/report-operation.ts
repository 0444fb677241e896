// POST /api/arks/web/agent/report/operation OperationReportPayload (active agent) ->
// OperationReport: one row per downline member (any depth) with something in the days
// start_date..end_date (site zone, inclusive), by valid bet (desc) then account, and the totals
// over the whole downline and period. A broken range: AgentCode.invalidPeriod (see report-range.ts).
import Type from 'typebox';
import type { OperationReport, OperationReportPayload } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { activeAgentOnly, siteZone } from '../agent/options.js';
import type { AgentCentreRoutePlugin } from './options.js';
import { periodOf, ReportRangeProperties } from './report-range.js';

const Body = satisfiesWire<OperationReportPayload>()(
  Type.Object({
    ...ReportRangeProperties,
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    count: Type.Integer({ minimum: 1, maximum: 100 }),
  }),
);

export const reportOperationRoute: AgentCentreRoutePlugin = async (app, { services, reports }) => {
  app.post(
    '/arks/web/agent/report/operation',
    { schema: { body: Body }, preHandler: activeAgentOnly(services.sessions) },
    async (request) => {
      const agent = memberOf(request);
      const checked = periodOf(request.body, siteZone(services.sites, agent.site_id));
      if ('answer' in checked) return checked.answer;
      return ok<OperationReport>(reports.operation(agent.id, checked.period, request.body));
    },
  );
};
