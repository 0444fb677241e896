// A site's responsible-gaming desk (docs/operators.md "Compliance"):
//   GET  /api/operator/sites/:site_id/compliance/members/:member_account -> the member's limits, waiting changes, reality check, exclusions
//   GET  /api/operator/sites/:site_id/compliance/pending-raises?offset&limit -> { items } (waiting raises and removals, soonest first)
//   GET  /api/operator/sites/:site_id/compliance/exclusions?offset&limit -> { items } (time-outs and self-exclusions in force)
//   GET  /api/operator/sites/:site_id/compliance/login-attempts?member_account&before_id&limit -> { items, next_before_id }
//   GET  /api/operator/sites/:site_id/compliance/login-locks?member_account&limit -> { items }
//   POST /api/operator/sites/:site_id/compliance/members/:member_account/exclusions/end { reason } -> { member_id, ended }
//   POST /api/operator/sites/:site_id/compliance/members/:member_account/raises/apply { reason, subject? } -> { member_id, applied }
//   POST /api/operator/sites/:site_id/compliance/members/:member_account/raises/decline { reason, subject? } -> { member_id, declined }
// Reading needs compliance.read, deciding compliance.decide (the compliance role's alone). An
// exclusion ends early only where the site's RG_EARLY_END setting lets its kind: 'time_out' (the
// default: a time-out may end early, a self-exclusion may not), 'all' or 'none'; otherwise 409
// and nothing ends. A raise brought forward or declined tells the member's pages ('settings').
import Type from 'typebox';
import { LOGIN_CODE, RG_LIMIT_KINDS, RG_PERIODS, type ExclusionKind } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { shownLimit, type OperatorExclusion, type RgSubjectRow } from '../../services/responsible-gaming/index.js';
import { publishSettings } from '../responsible-gaming/answers.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';

/** What the site's RG_EARLY_END setting lets an operator end early. */
export const EARLY_END_POLICIES = ['none', 'time_out', 'all'] as const;
export type EarlyEndPolicy = (typeof EARLY_END_POLICIES)[number];
export const DEFAULT_EARLY_END: EarlyEndPolicy = 'time_out';
const mayEndEarly = (policy: EarlyEndPolicy, kind: ExclusionKind) =>
  policy === 'all' || (policy === 'time_out' && kind === 'time_out');

const SUBJECTS = [
  ...RG_LIMIT_KINDS.flatMap((kind) => RG_PERIODS.map((period) => `${kind}_${period}` as const)),
  'session',
] as const satisfies readonly RgSubjectRow[];

const Account = Type.String({ minLength: 1, maxLength: 64 });
const SiteParams = Type.Object({ site_id: SiteId });
const MemberParams = Type.Object({ site_id: SiteId, member_account: Account });
const Page = Type.Object({
  offset: Defaulted(Type.Integer({ minimum: 0, maximum: 1_000_000 }), 0),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
});
const AttemptsQuery = Type.Object({
  member_account: Type.Optional(Account),
  before_id: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
});
const LocksQuery = Type.Object({
  member_account: Type.Optional(Account),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
});
/** Why an operator decided: required, kept in the audit entry. */
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const EndBody = Type.Object({ reason: Reason }, { additionalProperties: false });
const RaiseBody = Type.Object(
  { reason: Reason, subject: Type.Optional(StringIn(SUBJECTS)) },
  { additionalProperties: false },
);

const LOGIN_RESULTS = new Map<number, string>(Object.entries(LOGIN_CODE).map(([name, code]) => [code, name]));

export const operatorComplianceRoutes: RoutePlugin = async (app, { services }) => {
  const { db, audit, members, responsibleGaming, sites } = services;
  const readGuard = operatorGuard(services, 'compliance.read', { site: siteParam });
  const decideGuard = operatorGuard(services, 'compliance.decide', { site: siteParam });

  const pendingRaises = db.prepare(
    `SELECT l.member_id, m.member_account, l.subject, l.value, l.pending_value, l.pending_effective_at AS effective_at
       FROM rg_limits l JOIN members m ON m.id = l.member_id
      WHERE m.site_id = ? AND l.pending_effective_at > ?
      ORDER BY l.pending_effective_at, l.member_id, l.subject LIMIT ? OFFSET ?`,
  );
  const exclusionsInForce = db.prepare(
    `SELECT e.id, e.member_id, m.member_account, e.kind, e.period, e.started_at, e.until
       FROM rg_exclusions e JOIN members m ON m.id = e.member_id
      WHERE m.site_id = ? AND e.until > ?
      ORDER BY e.started_at DESC, e.id DESC LIMIT ? OFFSET ?`,
  );
  const attempts = db.prepare(
    `SELECT id, member_account, ip, device, browser, result_code, created_at FROM login_attempts
      WHERE site_id = @site_id AND (@account IS NULL OR member_account = @account)
        AND (@before_id IS NULL OR id < @before_id)
      ORDER BY id DESC LIMIT @limit`,
  );
  const locks = db.prepare(
    `SELECT member_account, locked_until FROM login_account_locks
      WHERE site_id = @site_id AND (@account IS NULL OR member_account = @account)
      ORDER BY locked_until DESC LIMIT @limit`,
  );

  /** The site's RG_EARLY_END setting (the default when absent or unknown). */
  function earlyEndOf(siteId: string): EarlyEndPolicy {
    const value = (sites.detail(siteId)?.settings as { RG_EARLY_END?: unknown } | undefined)?.RG_EARLY_END;
    return (EARLY_END_POLICIES as readonly unknown[]).includes(value) ? (value as EarlyEndPolicy) : DEFAULT_EARLY_END;
  }
  const noMember = (siteId: string, account: string) =>
    fail(ApiCode.notFound, `no member ${account.slice(0, 64)} on site ${siteId}`);
  const noReason = () => fail(ApiCode.invalidRequest, 'give a reason');

  app.get(
    '/operator/sites/:site_id/compliance/members/:member_account',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: MemberParams }, ...readGuard },
    async (request, reply) => {
      const { site_id, member_account } = request.params;
      const member = members.findByAccount(site_id, member_account);
      if (!member) return reply.code(404).send(noMember(site_id, member_account));
      return ok({
        member_id: member.id,
        member_account: member.member_account,
        early_end: earlyEndOf(site_id),
        ...responsibleGaming.overview(member),
      });
    },
  );

  app.get(
    '/operator/sites/:site_id/compliance/pending-raises',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, querystring: Page },
      ...readGuard,
    },
    async (request) => {
      const { limit, offset } = request.query;
      const rows = pendingRaises.all(request.params.site_id, Date.now(), limit, offset) as {
        member_id: number;
        member_account: string;
        subject: RgSubjectRow;
        value: number | null;
        pending_value: number | null;
        effective_at: number;
      }[];
      return ok({
        items: rows.map((r) => ({
          ...r,
          value: shownLimit(r.subject, r.value),
          pending_value: shownLimit(r.subject, r.pending_value),
        })),
      });
    },
  );

  app.get(
    '/operator/sites/:site_id/compliance/exclusions',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, querystring: Page },
      ...readGuard,
    },
    async (request) => {
      const { limit, offset } = request.query;
      return ok({ items: exclusionsInForce.all(request.params.site_id, Date.now(), limit, offset) });
    },
  );

  app.get(
    '/operator/sites/:site_id/compliance/login-attempts',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, querystring: AttemptsQuery },
      ...readGuard,
    },
    async (request) => {
      const { member_account, before_id, limit } = request.query;
      const rows = attempts.all({
        site_id: request.params.site_id,
        account: member_account ?? null,
        before_id: before_id ?? null,
        limit: limit + 1,
      }) as { id: number; result_code: number }[];
      const items = rows.slice(0, limit).map((r) => ({ ...r, result: LOGIN_RESULTS.get(r.result_code) ?? 'other' }));
      return ok({ items, next_before_id: rows.length > limit ? items[items.length - 1]!.id : null });
    },
  );

  app.get(
    '/operator/sites/:site_id/compliance/login-locks',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteParams, querystring: LocksQuery },
      ...readGuard,
    },
    async (request) => {
      const at = Date.now();
      const rows = locks.all({
        site_id: request.params.site_id,
        account: request.query.member_account ?? null,
        limit: request.query.limit,
      }) as { member_account: string; locked_until: number }[];
      return ok({ items: rows.map((r) => ({ ...r, in_force: r.locked_until > at })) });
    },
  );

  app.post(
    '/operator/sites/:site_id/compliance/members/:member_account/exclusions/end',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: MemberParams, body: EndBody },
      ...decideGuard,
    },
    async (request, reply) => {
      const { site_id, member_account } = request.params;
      const reason = request.body.reason.trim();
      if (!reason) return reply.code(400).send(noReason());
      const member = members.findByAccount(site_id, member_account);
      if (!member) return reply.code(404).send(noMember(site_id, member_account));
      const policy = earlyEndOf(site_id);
      const answer = audit.run<{ forbidden: OperatorExclusion } | { ended: number }>(actorOf(request), () => {
        const forbidden = responsibleGaming.exclusionsInForce(member.id).filter((e) => !mayEndEarly(policy, e.kind));
        if (forbidden.length > 0) return { result: { forbidden: forbidden[0]! }, change: null };
        const ended = responsibleGaming.endExclusions(member.id);
        const at = Date.now();
        return {
          result: { ended: ended.length },
          change:
            ended.length === 0
              ? null
              : {
                  site_id,
                  action: 'rg.exclusion.end',
                  target: member.member_account,
                  before: ended.map(({ id, kind, period, until }) => ({ id, kind, period, until })),
                  after: { exclusions: ended.map(({ id, kind }) => ({ id, kind, until: at })), reason },
                },
        };
      });
      if ('forbidden' in answer)
        return reply
          .code(409)
          .send(
            fail(
              ApiCode.conflict,
              `site ${site_id} does not let a ${answer.forbidden.kind.replace('_', '-')} end early (RG_EARLY_END '${policy}'): nothing was ended`,
            ),
          );
      return ok({ member_id: member.id, ended: answer.ended });
    },
  );

  for (const action of ['apply', 'decline'] as const) {
    app.post(
      `/operator/sites/:site_id/compliance/members/:member_account/raises/${action}`,
      {
        schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: MemberParams, body: RaiseBody },
        ...decideGuard,
      },
      async (request, reply) => {
        const { site_id, member_account } = request.params;
        const reason = request.body.reason.trim();
        if (!reason) return reply.code(400).send(noReason());
        const member = members.findByAccount(site_id, member_account);
        if (!member) return reply.code(404).send(noMember(site_id, member_account));
        const subject = request.body.subject ?? null;
        const changed = audit.run(actorOf(request), () => {
          const changes =
            action === 'apply'
              ? responsibleGaming.applyPending(member.id, subject)
              : responsibleGaming.declinePending(member.id, subject);
          return {
            result: changes,
            change:
              changes.length === 0
                ? null
                : {
                    site_id,
                    action: `rg.raise.${action}`,
                    target: member.member_account,
                    before: changes,
                    after: {
                      limits: changes.map((c) => ({
                        subject: c.subject,
                        value: action === 'apply' ? c.pending_value : c.value,
                      })),
                      reason,
                    },
                  },
          };
        });
        if (changed.length > 0) publishSettings(services.publisher, request.log, member.id);
        return ok(
          action === 'apply'
            ? { member_id: member.id, applied: changed.length }
            : { member_id: member.id, declined: changed.length },
        );
      },
    );
  }
};
