// POST /api/arks/web/member/bank_account/default { id } (member) -> BankAccount, now the default.
// MemberCode.notFound: not an account of the member.
import Type from 'typebox';
import type { BankAccount, BankAccountIdPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { Id, type CashierRoutePlugin } from './schemas.js';

const Body = satisfiesWire<BankAccountIdPayload>()(Type.Object({ id: Id }));

export const bankAccountDefaultRoute: CashierRoutePlugin = async (app, { services, bankAccounts }) => {
  app.post(
    '/arks/web/member/bank_account/default',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const result = bankAccounts.setDefault(memberOf(request).id, request.body.id);
      return 'refused' in result ? fail(result.refused, result.message) : ok<BankAccount>(result);
    },
  );
};
