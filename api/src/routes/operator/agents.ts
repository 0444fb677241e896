// A site's agent programme (docs/operators.md "Agents"):
//   GET    /api/operator/sites/:site_id/agents/applications?status&member_account&offset&limit -> { items, total }
//   POST   /api/operator/sites/:site_id/agents/applications/:application_id/decision { approve, reason } -> AgentApplication
//   GET    /api/operator/sites/:site_id/agents/plans -> { items: [plan] }
//   POST   /api/operator/sites/:site_id/agents/plans/:currency { active_min_valid_bet, transfer_min, transfer_max, tiers } -> plan
//   GET    /api/operator/sites/:site_id/agents/domains -> { items }
//   POST   /api/operator/sites/:site_id/agents/domains { host, agent_account, currency } -> domain
//   DELETE /api/operator/sites/:site_id/agents/domains/:host -> domain (as it was)
//   GET    /api/operator/sites/:site_id/agents/settlements?agent_account&page&count -> SettlementList
//   POST   /api/operator/sites/:site_id/agents/settlements { agent_account, period } -> Settlement
// Reading needs agents.read; deciding, plans and domains agents.decide; settling agents.settle.
// Applications are listed as the applicants typed them (the console shows them as text). An
// approval makes the member an active agent and tells its open pages (profile.updated). A month
// is settled once: a second run, also a concurrent one, answers 409 with the settlement as it
// stands and pays nothing.
import Type from 'typebox';
import { AgentCode, RealtimeEvent, type AgentApplication, type Settlement } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { formatCents, parseAmountToCents } from '../../lib/money.js';
import { isMonth } from '../../lib/site-months.js';
import { AGENT_HOST, normalizeHost, type CurrencyPlan, type PlanRules } from '../../services/agents/index.js';
import type { MemberRow } from '../../services/members/index.js';
import { isActiveAgent, siteZone } from '../agent/options.js';
import { publishChange } from '../member/options.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';

const SiteParams = Type.Object({ site_id: SiteId });
const Account = Type.String({ minLength: 1, maxLength: 64 });
/** Why an operator decided: required, kept in the audit entry. */
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Money = Type.String({ minLength: 1, maxLength: 16, pattern: '^\\d{1,12}(\\.\\d{1,2})?$' });
const Currency = Type.String({ minLength: 2, maxLength: 8, pattern: '^[A-Z]+$' });

const ApplicationsQuery = Type.Object({
  status: Type.Optional(StringIn(['pending', 'approved', 'rejected'] as const)),
  member_account: Type.Optional(Account),
  offset: Defaulted(Type.Integer({ minimum: 0, maximum: 1_000_000 }), 0),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
});
const DecisionParams = Type.Object({ site_id: SiteId, application_id: Type.Integer({ minimum: 1 }) });
const DecisionBody = Type.Object({ approve: Type.Boolean(), reason: Reason }, { additionalProperties: false });

const PlanParams = Type.Object({ site_id: SiteId, currency: Currency });
const PlanBody = Type.Object(
  {
    active_min_valid_bet: Money,
    transfer_min: Money,
    transfer_max: Money,
    tiers: Type.Array(
      Type.Object(
        {
          tier: Type.Integer({ minimum: 1, maximum: 50 }),
          min_net_revenue: Money,
          min_active_members: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          /** Percent of net revenue, '25.00' = 25 %. */
          rate: Type.String({ minLength: 1, maxLength: 6, pattern: '^\\d{1,3}(\\.\\d{1,2})?$' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);

const DomainBody = Type.Object(
  { host: Type.String({ minLength: 1, maxLength: 260 }), agent_account: Account, currency: Currency },
  { additionalProperties: false },
);
const DomainParams = Type.Object({ site_id: SiteId, host: Type.String({ minLength: 1, maxLength: 260 }) });

const SettlementsQuery = Type.Object({
  agent_account: Account,
  page: Defaulted(Type.Integer({ minimum: 1, maximum: 10_000 }), 1),
  count: Defaulted(Type.Integer({ minimum: 1, maximum: 100 }), 20),
});
const SettleBody = Type.Object({ agent_account: Account, period: Type.String({ maxLength: 16 }) });

/** A plan as the console shows it: money as decimal strings, the rate in percent ('25.00'). */
const planView = (plan: CurrencyPlan) => ({
  currency: plan.currency,
  active_min_valid_bet: formatCents(plan.active_min_valid_bet_cents),
  transfer_min: formatCents(plan.transfer_min_cents),
  transfer_max: formatCents(plan.transfer_max_cents),
  tiers: plan.tiers.map((t) => ({
    tier: t.tier,
    min_net_revenue: formatCents(t.min_net_revenue_cents),
    min_active_members: t.min_active_members,
    rate: formatCents(t.rate_bp),
  })),
});

export const operatorAgentsRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, agentApplications, agentDomains, agentSettlements, planRules, members, sites } = services;
  const readGuard = operatorGuard(services, 'agents.read', { site: siteParam });
  const bad = (message: string) => fail(ApiCode.invalidRequest, message);
  /** The site's currencies (settings CURRENCY), or null when there is no such site. */
  const currenciesOf = (siteId: string): string[] | null => {
    const detail = sites.detail(siteId);
    return detail ? detail.settings.CURRENCY.split(',').map((c) => c.trim()) : null;
  };

  app.get(
    '/operator/sites/:site_id/agents/applications',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, querystring: ApplicationsQuery },
      ...readGuard,
    },
    async (request) => ok(agentApplications.list(request.params.site_id, request.query)),
  );

  app.post(
    '/operator/sites/:site_id/agents/applications/:application_id/decision',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: DecisionParams, body: DecisionBody },
      ...operatorGuard(services, 'agents.decide', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id, application_id } = request.params;
      const { approve } = request.body;
      const reason = request.body.reason.trim();
      if (!reason) return reply.code(400).send(bad('give a reason'));
      const decided = audit.run(actorOf(request), () => {
        const decision = agentApplications.decide(site_id, application_id, approve);
        return {
          result: decision,
          change: decision.ok
            ? {
                site_id,
                action: 'agent.application',
                target: decision.memberAccount,
                before: { application_id, status: 'pending' },
                after: { application_id, status: decision.application.status, reason },
              }
            : null,
        };
      });
      if (!decided.ok)
        return decided.refused === 'not_found'
          ? reply.code(404).send(fail(ApiCode.notFound, decided.message))
          : reply.code(409).send(fail(ApiCode.conflict, decided.message));
      if (approve) publishChange(services.publisher, request.log, decided.memberId, RealtimeEvent.profileUpdated);
      return ok<AgentApplication>(
        decided.application,
        approve ? 'Approved: the member is an active agent' : 'Rejected',
      );
    },
  );

  app.get(
    '/operator/sites/:site_id/agents/plans',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams }, ...readGuard },
    async (request) => ok({ items: planRules.list(request.params.site_id).map(planView) }),
  );

  app.post(
    '/operator/sites/:site_id/agents/plans/:currency',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: PlanParams, body: PlanBody },
      ...operatorGuard(services, 'agents.decide', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id, currency } = request.params;
      const body = request.body;
      const currencies = currenciesOf(site_id);
      if (!currencies) return reply.code(404).send(fail(ApiCode.notFound, `no site ${site_id}`));
      if (!currencies.includes(currency))
        return reply.code(400).send(bad(`${currency} is not one of the site's currencies (${currencies.join(', ')})`));
      const cents = (money: string) => parseAmountToCents(money) as number;
      const plan: CurrencyPlan = {
        currency,
        active_min_valid_bet_cents: cents(body.active_min_valid_bet),
        transfer_min_cents: cents(body.transfer_min),
        transfer_max_cents: cents(body.transfer_max),
        tiers: body.tiers
          .map((t) => ({
            tier: t.tier,
            min_net_revenue_cents: cents(t.min_net_revenue),
            min_active_members: t.min_active_members,
            rate_bp: cents(t.rate),
          }))
          .sort((a, b) => a.tier - b.tier),
      };
      if (plan.transfer_min_cents <= 0) return reply.code(400).send(bad('transfer_min must be above 0'));
      if (plan.transfer_max_cents < plan.transfer_min_cents)
        return reply.code(400).send(bad('transfer_max must not be below transfer_min'));
      if (new Set(plan.tiers.map((t) => t.tier)).size !== plan.tiers.length)
        return reply.code(400).send(bad('each tier number once'));
      if (plan.tiers.some((t) => t.rate_bp > 10_000)) return reply.code(400).send(bad('a rate is at most 100.00'));
      const saved = audit.run(actorOf(request), () => {
        const before = planRules.of(site_id, currency);
        planRules.save(site_id, plan);
        const after = planView(plan);
        return {
          result: after,
          change: {
            site_id,
            action: 'agent.plan',
            target: currency,
            before: before ? planView({ currency, ...before }) : null,
            after,
          },
        };
      });
      return ok(saved);
    },
  );

  app.get(
    '/operator/sites/:site_id/agents/domains',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams }, ...readGuard },
    async (request) => ok({ items: agentDomains.list(request.params.site_id) }),
  );

  app.post(
    '/operator/sites/:site_id/agents/domains',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, body: DomainBody },
      ...operatorGuard(services, 'agents.decide', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id } = request.params;
      const { agent_account, currency } = request.body;
      const host = normalizeHost(request.body.host);
      if (!AGENT_HOST.test(host))
        return reply
          .code(400)
          .send(bad('host must be a domain name (letters, digits, hyphens and dots), without a port'));
      const currencies = currenciesOf(site_id);
      if (!currencies) return reply.code(404).send(fail(ApiCode.notFound, `no site ${site_id}`));
      if (!currencies.includes(currency))
        return reply.code(400).send(bad(`${currency} is not one of the site's currencies (${currencies.join(', ')})`));
      const agent = members.findByAccount(site_id, agent_account);
      if (!agent) return reply.code(404).send(fail(ApiCode.notFound, `no member ${agent_account} on site ${site_id}`));
      if (!isActiveAgent(agent) || agent.status !== 'active')
        return reply.code(409).send(fail(ApiCode.conflict, `${agent_account} is not an active agent`));
      const added = audit.run(actorOf(request), () => {
        const domain = agentDomains.add(site_id, host, agent.id, currency, Date.now());
        return {
          result: domain,
          change: domain && { site_id, action: 'agent.domain.add', target: host, before: null, after: domain },
        };
      });
      if (!added) return reply.code(409).send(fail(ApiCode.conflict, `site ${site_id} has the domain ${host} already`));
      return ok(added);
    },
  );

  app.delete(
    '/operator/sites/:site_id/agents/domains/:host',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: DomainParams },
      ...operatorGuard(services, 'agents.decide', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id } = request.params;
      const host = normalizeHost(request.params.host);
      const removed = audit.run(actorOf(request), () => {
        const domain = agentDomains.remove(site_id, host);
        return {
          result: domain,
          change: domain && { site_id, action: 'agent.domain.remove', target: host, before: domain, after: null },
        };
      });
      if (!removed) return reply.code(404).send(fail(ApiCode.notFound, `site ${site_id} has no domain ${host}`));
      return ok(removed);
    },
  );

  type AgentFound =
    | { ok: true; agent: MemberRow; plan: PlanRules; zone: string }
    | { ok: false; status: 404 | 409; body: ReturnType<typeof fail> };
  /** The site's active agent of that account with its plan, or the refusal to answer. */
  function agentWithPlan(siteId: string, account: string): AgentFound {
    const agent = members.findByAccount(siteId, account);
    if (!agent)
      return { ok: false, status: 404, body: fail(ApiCode.notFound, `no member ${account} on site ${siteId}`) };
    if (!isActiveAgent(agent))
      return { ok: false, status: 409, body: fail(ApiCode.conflict, `${account} is not an active agent`) };
    const plan = planRules.of(agent.site_id, agent.member_currency);
    if (!plan)
      return {
        ok: false,
        status: 409,
        body: fail(ApiCode.conflict, `site ${siteId} has no agent plan for ${agent.member_currency}`),
      };
    return { ok: true, agent, plan, zone: siteZone(sites, agent.site_id) };
  }

  app.get(
    '/operator/sites/:site_id/agents/settlements',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, querystring: SettlementsQuery },
      ...readGuard,
    },
    async (request, reply) => {
      const { agent_account, page, count } = request.query;
      const found = agentWithPlan(request.params.site_id, agent_account);
      if (!found.ok) return reply.code(found.status).send(found.body);
      return ok(agentSettlements.list(agentSettlements.agent(found.agent.id), found.plan, found.zone, { page, count }));
    },
  );

  app.post(
    '/operator/sites/:site_id/agents/settlements',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, body: SettleBody },
      ...operatorGuard(services, 'agents.settle', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id } = request.params;
      const { agent_account, period } = request.body;
      if (!isMonth(period)) return reply.code(400).send(bad('period must be a month YYYY-MM'));
      const found = agentWithPlan(site_id, agent_account);
      if (!found.ok) return reply.code(found.status).send(found.body);
      const actor = actorOf(request);
      // The audit entry is written inside the settlement's own transaction, with the credit.
      const result = await agentSettlements.run(
        agentSettlements.agent(found.agent.id),
        period,
        found.plan,
        found.zone,
        (settlement) =>
          audit.record(actor, {
            site_id,
            action: 'agent.settlement',
            target: agent_account,
            before: { period, status: 'pending' },
            after: settlement,
          }),
      );
      if (!('refused' in result)) return ok<Settlement>(result.settlement);
      if ('settlement' in result)
        return reply.code(409).send({ code: ApiCode.conflict, message: result.message, data: result.settlement });
      return result.refused === AgentCode.periodNotOver
        ? reply.code(409).send(fail(ApiCode.conflict, result.message))
        : reply.code(400).send(bad(result.message));
    },
  );
};
