// POST /api/arks/web/member/bank_account/destroy { id } (member) -> { id }. When it was the
// default, the member's oldest remaining account becomes the default. MemberCode.notFound: not an
// account of the member. Orders made with it keep its masked number.
import Type from 'typebox';
import type { BankAccountIdPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { Id, type CashierRoutePlugin } from './schemas.js';

const Body = satisfiesWire<BankAccountIdPayload>()(Type.Object({ id: Id }));

export const bankAccountDestroyRoute: CashierRoutePlugin = async (app, { services, bankAccounts }) => {
  app.post(
    '/arks/web/member/bank_account/destroy',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const result = bankAccounts.destroy(memberOf(request).id, request.body.id);
      return 'refused' in result ? fail(result.refused, result.message) : ok(result);
    },
  );
};
