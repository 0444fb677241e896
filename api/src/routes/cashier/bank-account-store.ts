// POST /api/arks/web/member/bank_account/store BankAccountStorePayload (member) -> BankAccount.
// The shared bankAccountSchema (banks of the member's currency, holder = the profile's
// member_name when set) then the limit and duplicates. Codes: CashierCode.bankHolderMismatch,
// bankAccountNumberInvalid, bankAccountLimit, bankAccountDuplicate; other refused fields
// MemberCode.invalidField {field, key}.
import Type from 'typebox';
import {
  bankAccountSchema,
  CashierCode,
  type BankAccount,
  type BankAccountStorePayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { shapeOf } from '../../http/route-schema.js';
import { checkBody } from '../auth/check-body.js';
import { checkFields, type CashierRoutePlugin } from './schemas.js';

const Body = shapeOf<ReturnType<typeof bankAccountSchema>, BankAccountStorePayload>()(
  Type.Object({
    bank_code: Type.String(),
    account_holder: Type.String(),
    account_number: Type.String(),
    is_default: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  }),
);

const FIELD_CODES: Record<string, number> = {
  'bank.err_holder_mismatch': CashierCode.bankHolderMismatch,
  'bank.err_number_digits': CashierCode.bankAccountNumberInvalid,
  'bank.err_number_length': CashierCode.bankAccountNumberInvalid,
};

export const bankAccountStoreRoute: CashierRoutePlugin = async (app, { services, methods, bankAccounts }) => {
  app.post(
    '/arks/web/member/bank_account/store',
    { schema: { body: Body }, validatorCompiler: exactValidator, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const schema = bankAccountSchema(methods.banks(member.member_currency), member.member_name.trim());
      const checked = checkFields(reply, checkBody(schema, request.body), FIELD_CODES);
      if ('answer' in checked) return checked.answer;
      const stored = bankAccounts.store(member.id, checked.value);
      return 'refused' in stored ? fail(stored.refused, stored.message) : ok<BankAccount>(stored);
    },
  );
};
