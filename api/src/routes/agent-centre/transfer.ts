// POST /api/arks/web/agent/transfer AgentTransferPayload (active agent) -> AgentTransferResult:
// moves `amount` from the agent's main balance to a member of its downline (see
// services/agents/transfers.ts). The same request_id again answers the same transfer (nothing more
// moves). Checked in this order: the plan of the currency (notAgent); withdrawPasswordNotSet; the
// shared agentTransferSchema with the plan's limits and the agent's balance
// (transferAmountOutOfRange / insufficientBalance with {field, key}, else MemberCode.invalidField);
// notInDownline (no such account on the site, not under the caller, another currency, not active);
// withdrawPasswordWrong; notInDownline / insufficientBalance again inside the transaction.
// Rate limited: the withdraw password is worth guessing at.
import Type from 'typebox';
import {
  AgentCode,
  agentTransferSchema,
  amountToCents,
  type AgentTransferPayload,
  type AgentTransferResult,
} from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { formatCents } from '../../lib/money.js';
import { checkBody } from '../auth/check-body.js';
import { checkFields } from '../cashier/schemas.js';
import { activeAgentOnly } from '../agent/options.js';
import { noPlan, type AgentCentreRoutePlugin } from './options.js';
import { transferSettingsOf } from './transfer-settings.js';

const Body = shapeOf<ReturnType<typeof agentTransferSchema>, AgentTransferPayload>()(
  Type.Object({
    member_account: Type.String(),
    amount: Type.String(),
    withdraw_password: Type.String(),
    request_id: Type.String(),
  }),
);
const FIELD_CODES = {
  'transfer.err_amount_range': AgentCode.transferAmountOutOfRange,
  'transfer.err_amount_balance': AgentCode.insufficientBalance,
};

export const transferRoute: AgentCentreRoutePlugin = async (
  app,
  { config, services, plans, transfers, cash, secrets },
) => {
  const answer = (agentId: number, transfer: AgentTransferResult['transfer']) =>
    ok<AgentTransferResult>({ transfer, cash: formatCents(cash.readMain(agentId)) });

  app.post(
    '/arks/web/agent/transfer',
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: activeAgentOnly(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const agent = memberOf(request);
      const repeated =
        request.body.request_id.length <= 64 ? transfers.byRequest(agent.id, request.body.request_id) : undefined;
      if (repeated) return answer(agent.id, repeated);
      const plan = plans.of(agent.site_id, agent.member_currency);
      if (!plan) return noPlan();
      const hasPassword = secrets.read(agent.id).withdraw_password_hash !== '';
      if (!hasPassword) return fail(AgentCode.withdrawPasswordNotSet, 'Set a withdraw password first');

      const checked = checkFields(
        reply,
        checkBody(agentTransferSchema(transferSettingsOf(plan, agent, hasPassword)), request.body),
        FIELD_CODES,
      );
      if ('answer' in checked) return checked.answer;
      const p = checked.value;
      const target = services.members.findByAccount(agent.site_id, p.member_account);
      if (
        !target ||
        target.member_currency !== agent.member_currency ||
        target.status !== 'active' ||
        !services.agentHierarchy.isInDownline(agent.id, target.id)
      ) {
        return fail(AgentCode.notInDownline, 'No active member of your downline with this account and currency');
      }
      if (!(await secrets.checkWithdrawPassword(agent.id, p.withdraw_password))) {
        return fail(AgentCode.withdrawPasswordWrong, 'The withdraw password is wrong');
      }
      const result = await transfers.transfer(agent.id, target.id, amountToCents(p.amount), p.request_id);
      return 'refused' in result ? fail(result.refused, result.message) : answer(agent.id, result.transfer);
    },
  );
};
