// POST /api/arks/web/agent/transfer/settings {} (active agent) -> AgentTransferSettings: the
// limits of the agent plan of the agent's currency and the agent's main balance. A currency
// without a plan: AgentCode.notAgent (no agent centre without a plan).
import Type from 'typebox';
import type { AgentTransferSettings } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { formatCents } from '../../lib/money.js';
import type { MemberRow } from '../../services/members/index.js';
import type { PlanRules } from '../../services/agents/index.js';
import { activeAgentOnly } from '../agent/options.js';
import { noPlan, type AgentCentreRoutePlugin } from './options.js';

export const transferSettingsOf = (
  plan: PlanRules,
  agent: MemberRow,
  hasWithdrawPassword: boolean,
): AgentTransferSettings => ({
  min_amount: formatCents(plan.transfer_min_cents),
  max_amount: formatCents(plan.transfer_max_cents),
  cash: formatCents(agent.cash_cents),
  is_withdraw_password: hasWithdrawPassword ? 1 : 0,
});

export const transferSettingsRoute: AgentCentreRoutePlugin = async (app, { services, plans, secrets }) => {
  app.post(
    '/arks/web/agent/transfer/settings',
    { schema: { body: Type.Object({}) }, preHandler: activeAgentOnly(services.sessions) },
    async (request) => {
      const agent = memberOf(request);
      const plan = plans.of(agent.site_id, agent.member_currency);
      if (!plan) return noPlan();
      return ok<AgentTransferSettings>(
        transferSettingsOf(plan, agent, secrets.read(agent.id).withdraw_password_hash !== ''),
      );
    },
  );
};
