// POST /api/dev/wallet/adjust { member_account, amount, site_id?, reason? } — development
// only (CROUPIER_DEV_ROUTES=1): changes a main wallet to watch `member.cash` arrive live.
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../http/api-codes.js';
import { fail, ok } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';
import { parseAmountToCents } from '../lib/money.js';
import { InsufficientCashError } from '../services/wallet.js';

const body = {
  type: 'object',
  required: ['member_account', 'amount'],
  properties: {
    member_account: { type: 'string', minLength: 1, maxLength: 64 },
    // Numbers are coerced to their decimal text; parsed exactly below.
    amount: { type: 'string', maxLength: 20 },
    site_id: { type: 'string', minLength: 1, maxLength: 32, default: '1' },
    reason: { type: 'string', maxLength: 100, default: 'dev adjustment' },
  },
} as const;

interface Body {
  member_account: string;
  amount: string;
  site_id: string;
  reason: string;
}

export const devWalletAdjustRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post<{ Body: Body }>('/dev/wallet/adjust', { schema: { body } }, async (request, reply) => {
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
