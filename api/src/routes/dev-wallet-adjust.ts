// POST /api/dev/wallet/adjust { member_account, amount, site_id?, reason? } — development
// only (CROUPIER_DEV_ROUTES=1): changes a main wallet to watch `member.cash` arrive live.
import Type from 'typebox';
import { ApiCode } from '../http/api-codes.js';
import { fail, ok } from '../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../http/route-schema.js';
import { parseAmountToCents } from '../lib/money.js';
import { InsufficientCashError } from '../services/cashier/index.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  // Numbers are coerced to their decimal text; parsed exactly below.
  amount: Type.String({ maxLength: 20 }),
  site_id: Defaulted(SiteId, '1'),
  reason: Defaulted(Type.String({ maxLength: 100 }), 'dev adjustment'),
});

export const devWalletAdjustRoute: RoutePlugin = async (app, { services }) => {
  app.post('/dev/wallet/adjust', { schema: { body: Body } }, async (request, reply) => {
    const { member_account, amount, site_id, reason } = request.body;
    const cents = parseAmountToCents(amount);
    if (cents === null) {
      return reply.code(400).send(fail(ApiCode.invalidRequest, 'amount must be a number with at most 2 decimals'));
    }
    const member = services.members.findByAccount(site_id, member_account);
    if (!member) return fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`);
    try {
      const result = await services.wallet.adjustCash(member.id, cents, reason);
      return ok({ member_id: member.id, member_account: member.member_account, cash: result.cash });
    } catch (err) {
      if (err instanceof InsufficientCashError) return fail(ApiCode.insufficientCash, err.message);
      throw err;
    }
  });
};
