// POST /api/arks/web/cashier/deposit DepositPayload (member) -> DepositOrder: a pending deposit
// and where to pay it (payment_url). The same request_id again answers the same order. Codes:
// CashierCode.methodUnavailable (not an active deposit method of the member's currency),
// amountOutOfRange {field, key}, bankAccountRequired (need_bank_account_deposit_verified 1 and no
// bound account), ResponsibleGamingCode.depositLimit {period, remaining} (the amount would pass a
// deposit limit in force; checked with the order's insert in one transaction); other refused
// fields MemberCode.invalidField {field, key}; HTTP 400 malformed.
import Type from 'typebox';
import {
  amountToCents,
  CashierCode,
  depositSchema,
  type DepositOrder,
  type DepositPayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { shapeOf } from '../../http/route-schema.js';
import { toDepositOrder } from '../../services/cashier/index.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { checkFields, type CashierRoutePlugin } from './schemas.js';

const Body = shapeOf<ReturnType<typeof depositSchema>, DepositPayload>()(
  Type.Object({ method_id: Type.Number(), amount: Type.String(), request_id: Type.String() }),
);
export const AMOUNT_CODES: Record<string, number> = { 'cashier.err_amount_range': CashierCode.amountOutOfRange };
/** An integer id worth looking up (the schema refuses the rest as malformed). */
export const isId = (n: number) => Number.isSafeInteger(n) && n > 0;

export const depositRoute: CashierRoutePlugin = async (app, { services, methods }) => {
  app.post(
    '/arks/web/cashier/deposit',
    { schema: { body: Body }, validatorCompiler: exactValidator, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const { method_id, request_id } = request.body;
      if (!isId(method_id)) return badRequest(reply, 'Invalid body at method_id: an id expected');
      const repeated = request_id.length <= 64 ? services.cashier.byRequest(member.id, request_id) : undefined;
      if (repeated) {
        return repeated.type === 'deposit'
          ? ok<DepositOrder>(toDepositOrder(repeated))
          : badRequest(reply, 'request_id belongs to another order');
      }
      const method = methods.find(member.site_id, member.member_currency, 'deposit', method_id);
      if (!method) return fail(CashierCode.methodUnavailable, 'This payment method is not available');
      const checked = checkFields(reply, checkBody(depositSchema(method), request.body), AMOUNT_CODES);
      if ('answer' in checked) return checked.answer;
      const result = services.cashier.createDeposit(
        member.id,
        method,
        amountToCents(checked.value.amount),
        checked.value.request_id,
      );
      if ('refused' in result)
        return result.data === undefined
          ? fail(result.refused, result.message)
          : { code: result.refused, message: result.message, data: result.data };
      return ok<DepositOrder>(toDepositOrder(result.order));
    },
  );
};
