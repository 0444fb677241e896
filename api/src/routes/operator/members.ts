// A site's members for support and the cashier (docs/operators.md "Members"):
//   GET  /api/operator/sites/:site_id/members?q&before_id&limit -> { items: MemberSummary[], next_before_id }
//   GET  .../members/:member_account                 -> { member, balances, sessions }
//   GET  .../members/:member_account/ledger?before_id&limit -> { items: LedgerMovement[], next_before_id }
//   GET  .../members/:member_account/orders?before_id&limit -> { items: SiteOrder[], next_before_id }
//   POST .../members/:member_account/force-logout          -> { member_id, ended }
//   POST .../members/:member_account/letters { title, content } -> { id, member_id }
//   POST .../members/:member_account/force-password-change -> { member_id }
//   POST .../members/:member_account/clean-cache           -> { member_id, published }
//   POST .../members/:member_account/wallet-adjust { amount, reason } -> { member_id, member_account, cash, ledger_id }
// Each action is the existing service's, audited in the transaction of its change; the member
// hears of it (realtime) after the commit, as the member's own pages do. Names and other fields a
// member typed come back as stored: the console shows them as text.
import Type from 'typebox';
import { RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { formatCents } from '../../lib/money.js';
import { InsufficientCashError } from '../../services/cashier/index.js';
import { publishChange } from '../member/options.js';
import { publishLogged } from '../realtime-events/publish-logged.js';
import { Reason } from './cashier.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';

const SiteParams = Type.Object({ site_id: SiteId });
const MemberParams = Type.Object({ site_id: SiteId, member_account: Type.String({ minLength: 1, maxLength: 64 }) });
const Page = {
  before_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
};
const SearchQuery = Type.Object({ q: Defaulted(Type.String({ maxLength: 100 }), ''), ...Page });
const PageQuery = Type.Object(Page);
const LetterBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 20_000 }),
});
/** The largest adjustment, in cents either way (a typo's extra zeros stop here). */
const MAX_ADJUSTMENT_CENTS = 100_000_000_000;
const AdjustBody = Type.Object({
  amount: Type.Integer({ minimum: -MAX_ADJUSTMENT_CENTS, maximum: MAX_ADJUSTMENT_CENTS }),
  reason: Reason,
});

const schema = <T extends object>(parts: T) => ({ tags: ['operator'], security: OPERATOR_SECURITY, ...parts });

export const operatorMembersRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, members, memberProfile, sessions, letters, wallet, mainLedger, publisher } = services;
  const records = services.cashierRecords;
  const read = { ...operatorGuard(services, 'members.read', { site: siteParam }) };
  const support = { ...operatorGuard(services, 'members.support', { site: siteParam }) };
  const memberOf = (params: { site_id: string; member_account: string }) =>
    members.findByAccount(params.site_id, params.member_account);
  const noMember = (params: { site_id: string; member_account: string }) =>
    fail(ApiCode.notFound, `site '${params.site_id}' has no member ${params.member_account}`);

  app.get(
    '/operator/sites/:site_id/members',
    { schema: schema({ params: SiteParams, querystring: SearchQuery }), ...read },
    async (request) => {
      const { q, ...page } = request.query;
      return ok(members.search(request.params.site_id, q, page));
    },
  );

  app.get(
    '/operator/sites/:site_id/members/:member_account',
    { schema: schema({ params: MemberParams }), ...read },
    async (request, reply) => {
      const member = memberOf(request.params);
      const profile = member && memberProfile.read(member.id);
      if (!member || !profile) return reply.code(404).send(noMember(request.params));
      const cash = wallet.myCash(member.id, member.cash_cents);
      return ok({
        member: {
          ...profile,
          site_id: member.site_id,
          status: member.status,
          member_type: member.member_type,
          is_agent: member.is_agent,
          agent_active: member.agent_active,
          first_login_to_change_password: member.first_login_to_change_password,
          last_login_at: member.last_login_at,
        },
        balances: {
          main: formatCents(member.cash_cents),
          games: cash.my_cash_list.map((w) => ({ gp_id: w.gp_id, balance: w.cash })),
          total: cash.total,
        },
        sessions: sessions.liveOf(member.id),
      });
    },
  );

  app.get(
    '/operator/sites/:site_id/members/:member_account/ledger',
    { schema: schema({ params: MemberParams, querystring: PageQuery }), ...read },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      return ok(records.movements(member.id, request.query));
    },
  );

  app.get(
    '/operator/sites/:site_id/members/:member_account/orders',
    { schema: schema({ params: MemberParams, querystring: PageQuery }), ...read },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      const page = records.siteOrders({
        ...request.query,
        site_id: member.site_id,
        member_account: member.member_account,
        status: 'all',
        type: 'all',
        oldest_first: false,
      });
      return ok({ items: page.items, next_before_id: page.next_cursor });
    },
  );

  app.post(
    '/operator/sites/:site_id/members/:member_account/force-logout',
    { schema: schema({ params: MemberParams }), ...support },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      // The sessions service ends the sessions' sockets too (its onRevoked listener).
      const ended = audit.run(actorOf(request), () => {
        const count = sessions.revokeAllOf(member.id);
        return {
          result: count,
          change:
            count === 0
              ? null
              : {
                  site_id: member.site_id,
                  action: 'member.force_logout',
                  target: member.member_account,
                  before: { sessions: count },
                  after: { sessions: 0 },
                },
        };
      });
      return ok({ member_id: member.id, ended });
    },
  );

  app.post(
    '/operator/sites/:site_id/members/:member_account/letters',
    { schema: schema({ params: MemberParams, body: LetterBody }), ...support },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      const { title, content } = request.body;
      const id = audit.run(actorOf(request), () => {
        const letterId = letters.send(member.site_id, member.id, title, content);
        return {
          result: letterId,
          change: {
            site_id: member.site_id,
            action: 'member.letter',
            target: member.member_account,
            before: null,
            after: { letter_id: letterId, title },
          },
        };
      });
      publishChange(publisher, request.log, member.id, RealtimeEvent.letterSent, { id });
      return ok({ id, member_id: member.id });
    },
  );

  app.post(
    '/operator/sites/:site_id/members/:member_account/force-password-change',
    { schema: schema({ params: MemberParams }), ...support },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      audit.run(actorOf(request), () => {
        memberProfile.forcePasswordChange(member.id);
        return {
          result: null,
          change:
            member.first_login_to_change_password === 1
              ? null
              : {
                  site_id: member.site_id,
                  action: 'member.force_password_change',
                  target: member.member_account,
                  before: { first_login_to_change_password: 0 },
                  after: { first_login_to_change_password: 1 },
                },
        };
      });
      publishChange(publisher, request.log, member.id, RealtimeEvent.profileUpdated);
      return ok({ member_id: member.id });
    },
  );

  app.post(
    '/operator/sites/:site_id/members/:member_account/clean-cache',
    { schema: schema({ params: MemberParams }), ...support },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      // Nothing stored changes: the entry records that the member's pages were told to log out,
      // clear their caches and reload (app_clean_cache, spec 01 §4).
      audit.run(actorOf(request), () => ({
        result: null,
        change: {
          site_id: member.site_id,
          action: 'member.clean_cache',
          target: member.member_account,
          before: null,
          after: { event: RealtimeEvent.appCleanCache },
        },
      }));
      const published = await publishLogged(request.log, RealtimeEvent.appCleanCache, () =>
        publisher.publishToMember(member.id, RealtimeEvent.appCleanCache, {}),
      );
      return ok({ member_id: member.id, published });
    },
  );

  app.post(
    '/operator/sites/:site_id/members/:member_account/wallet-adjust',
    {
      schema: schema({ params: MemberParams, body: AdjustBody }),
      ...operatorGuard(services, 'members.adjust_wallet', { site: siteParam }),
    },
    async (request, reply) => {
      const member = memberOf(request.params);
      if (!member) return reply.code(404).send(noMember(request.params));
      const { amount, reason } = request.body;
      if (amount === 0) return reply.code(400).send(fail(ApiCode.invalidRequest, 'amount must not be 0'));
      let moved;
      try {
        moved = audit.run(actorOf(request), () => {
          // The ledger row names the operator's reason; the audit entry names the row.
          const result = wallet.adjustWithin(member.id, amount, `adjustment:${reason}`);
          return {
            result,
            change: {
              site_id: member.site_id,
              action: 'member.wallet_adjust',
              target: member.member_account,
              before: { cash: formatCents(result.before) },
              after: {
                cash: formatCents(result.balance),
                amount: formatCents(amount),
                reason,
                ledger_id: result.ledgerId,
              },
            },
          };
        });
      } catch (err) {
        if (err instanceof InsufficientCashError)
          return reply.code(409).send(fail(ApiCode.insufficientCash, err.message));
        throw err;
      }
      await mainLedger.announce(member.id);
      return ok({
        member_id: member.id,
        member_account: member.member_account,
        cash: formatCents(moved.balance),
        ledger_id: moved.ledgerId,
      });
    },
  );
};
