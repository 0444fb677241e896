// POST /api/arks/web/member/bank_account {} (member, body ignored) -> BankAccountList: the member's accounts
// (default first, numbers masked), the banks of the member's currency and MAX_BANK_ACCOUNTS.
import type { BankAccountList } from '@croupier/shared/contracts';
import { MAX_BANK_ACCOUNTS } from '../../services/cashier/index.js';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import type { CashierRoutePlugin } from './schemas.js';

export const bankAccountListRoute: CashierRoutePlugin = async (app, { services, methods, bankAccounts }) => {
  app.post('/arks/web/member/bank_account', { preHandler: requireMember(services.sessions) }, async (request) => {
    const member = memberOf(request);
    return ok<BankAccountList>({
      list: bankAccounts.list(member.id),
      banks: methods.banks(member.member_currency),
      max: MAX_BANK_ACCOUNTS,
    });
  });
};
