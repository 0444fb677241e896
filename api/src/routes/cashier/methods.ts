// POST /api/arks/web/cashier/methods { currency } (member) -> CashierMethods: the site's active
// deposit and withdrawal methods of the currency, with their limits and quick amounts.
import Type from 'typebox';
import type { CashierMethods } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { Currency, type CashierRoutePlugin } from './schemas.js';

const Body = Type.Object({ currency: Currency });

export const cashierMethodsRoute: CashierRoutePlugin = async (app, { services, methods }) => {
  app.post(
    '/arks/web/cashier/methods',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const member = memberOf(request);
      return ok<CashierMethods>(methods.list(member.site_id, request.body.currency.toUpperCase()));
    },
  );
};
