// POST /api/arks/web/cashier/orders OrderListPayload (member) -> OrderList (DWRecord): the
// member's deposit and withdrawal orders created on the days start_date..end_date (inclusive,
// calendar days in the site's TIMEZONE, default America/Caracas), newest first, `count` a page.
// Days that are not a range of real days: HTTP 400.
import Type from 'typebox';
import type { OrderList, OrderListPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire, StringIn } from '../../http/route-schema.js';
import { badRequest } from '../auth/check-body.js';
import { DateRangePage, pageOf, type CashierRoutePlugin } from './schemas.js';

const Body = satisfiesWire<OrderListPayload>()(
  Type.Object({
    ...DateRangePage,
    type: StringIn(['all', 'deposit', 'withdrawal'] as const),
    status: Type.Optional(StringIn(['all', 'pending', 'approved', 'rejected'] as const)),
  }),
);

export const ordersRoute: CashierRoutePlugin = async (app, { services, records }) => {
  app.post(
    '/arks/web/cashier/orders',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const page = pageOf(services.sites, member.site_id, request.body);
      if (!page)
        return badRequest(reply, 'start_date and end_date must be days YYYY-MM-DD, the end not before the start');
      return ok<OrderList>(records.orders(member.id, request.body.type, request.body.status ?? 'all', page));
    },
  );
};
