// POST /api/arks/web/member/ledger LedgerListPayload (member) -> LedgerList (Transaction): every
// ledger row of the member's main and provider wallets on the days start_date..end_date
// (inclusive, site time zone), newest first, typed as LEDGER_TYPES (see services/cashier/records.ts).
// Days that are not a range of real days: HTTP 400.
import Type from 'typebox';
import { LEDGER_TYPES, type LedgerList, type LedgerListPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire, StringIn } from '../../http/route-schema.js';
import { badRequest } from '../auth/check-body.js';
import { DateRangePage, pageOf, type CashierRoutePlugin } from './schemas.js';

const Body = satisfiesWire<LedgerListPayload>()(
  Type.Object({ ...DateRangePage, type: StringIn(['all', ...LEDGER_TYPES] as const) }),
);

export const ledgerRoute: CashierRoutePlugin = async (app, { services, records }) => {
  app.post(
    '/arks/web/member/ledger',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const page = pageOf(services.sites, member.site_id, request.body);
      if (!page)
        return badRequest(reply, 'start_date and end_date must be days YYYY-MM-DD, the end not before the start');
      return ok<LedgerList>(records.ledger(member.id, request.body.type, page));
    },
  );
};
