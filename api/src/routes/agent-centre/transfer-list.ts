// POST /api/arks/web/agent/transfer/list DateRangePage (active agent) -> AgentTransferList: the
// agent's transfers on the days start_date..end_date (site zone, inclusive), newest first, with
// the count and amount of the whole range. Days that are not a range of real days: HTTP 400 (as
// the member centre's record lists).
import Type from 'typebox';
import type { AgentTransferList, DateRangePage } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { badRequest } from '../auth/check-body.js';
import { DateRangePage as DateRangePageProperties, pageOf } from '../cashier/schemas.js';
import { activeAgentOnly } from '../agent/options.js';
import type { AgentCentreRoutePlugin } from './options.js';

const Body = satisfiesWire<DateRangePage>()(Type.Object(DateRangePageProperties));

export const transferListRoute: AgentCentreRoutePlugin = async (app, { services, transfers }) => {
  app.post(
    '/arks/web/agent/transfer/list',
    { schema: { body: Body }, preHandler: activeAgentOnly(services.sessions) },
    async (request, reply) => {
      const agent = memberOf(request);
      const page = pageOf(services.sites, agent.site_id, request.body);
      if (!page)
        return badRequest(reply, 'start_date and end_date must be days YYYY-MM-DD, the end not before the start');
      return ok<AgentTransferList>(transfers.list(agent.id, page));
    },
  );
};
