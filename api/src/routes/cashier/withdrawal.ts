// POST /api/arks/web/cashier/withdrawal WithdrawalPayload (member) -> CashierOrder: a pending
// withdrawal whose amount leaves the main balance at once (held; refunded if rejected). The same
// request_id again answers the same order (nothing more is held). Checked in this order:
// methodUnavailable; withdrawPasswordNotSet; bankAccountRequired (no account bound); the shared
// withdrawalSchema (amountOutOfRange / insufficientBalance {field, key}, else
// MemberCode.invalidField {field, key}); MemberCode.notFound (the account is not the member's);
// withdrawPasswordWrong; insufficientBalance again inside the transaction. Rate limited: the
// withdraw password is worth guessing at.
import Type from 'typebox';
import {
  amountToCents,
  CashierCode,
  MemberCode,
  withdrawalSchema,
  type CashierOrder,
  type WithdrawalPayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { formatCents } from '../../lib/money.js';
import { maskAccountNumber, toCashierOrder } from '../../services/cashier/index.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { AMOUNT_CODES, isId } from './deposit.js';
import { checkFields, type CashierRoutePlugin } from './schemas.js';

const Body = shapeOf<ReturnType<typeof withdrawalSchema>, WithdrawalPayload>()(
  Type.Object({
    method_id: Type.Number(),
    bank_account_id: Type.Number(),
    amount: Type.String(),
    withdraw_password: Type.String(),
    request_id: Type.String(),
  }),
);
const FIELD_CODES = { ...AMOUNT_CODES, 'cashier.err_amount_balance': CashierCode.insufficientBalance };

export const withdrawalRoute: CashierRoutePlugin = async (
  app,
  { config, services, methods, bankAccounts, secrets },
) => {
  app.post(
    '/arks/web/cashier/withdrawal',
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: requireMember(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const member = memberOf(request);
      const { method_id, request_id } = request.body;
      if (!isId(method_id)) return badRequest(reply, 'Invalid body at method_id: an id expected');
      const repeated = request_id.length <= 64 ? services.cashier.byRequest(member.id, request_id) : undefined;
      if (repeated) {
        return repeated.type === 'withdrawal'
          ? ok<CashierOrder>(toCashierOrder(repeated))
          : badRequest(reply, 'request_id belongs to another order');
      }
      const method = methods.find(member.site_id, member.member_currency, 'withdrawal', method_id);
      if (!method) return fail(CashierCode.methodUnavailable, 'This payment method is not available');
      if (secrets.read(member.id).withdraw_password_hash === '') {
        return fail(CashierCode.withdrawPasswordNotSet, 'Set a withdraw password first');
      }
      if (bankAccounts.count(member.id) === 0)
        return fail(CashierCode.bankAccountRequired, 'Bind a bank account first');

      const checked = checkFields(
        reply,
        checkBody(withdrawalSchema(method, formatCents(member.cash_cents)), request.body),
        FIELD_CODES,
      );
      if ('answer' in checked) return checked.answer;
      const p = checked.value;
      const account = bankAccounts.find(member.id, p.bank_account_id);
      if (!account) return fail(MemberCode.notFound, 'No such bank account');
      if (!(await secrets.checkWithdrawPassword(member.id, p.withdraw_password))) {
        return fail(CashierCode.withdrawPasswordWrong, 'The withdraw password is wrong');
      }
      const masked = `${account.bank_name ?? account.bank_code} ${maskAccountNumber(account.account_number)}`;
      const result = await services.cashier.createWithdrawal(
        member.id,
        method,
        { id: account.id, masked },
        amountToCents(p.amount),
        p.request_id,
      );
      return 'refused' in result
        ? fail(result.refused, result.message)
        : ok<CashierOrder>(toCashierOrder(result.order));
    },
  );
};
