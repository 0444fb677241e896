// A site's activities from the console (content.edit; docs/operators.md "Content"):
//   GET  /api/operator/sites/:site_id/red-envelopes -> { items }, newest first
//   POST /api/operator/sites/:site_id/red-envelopes { currency, budget, shares, end_at | seconds, min? } -> { id, end_at }
//   GET  /api/operator/sites/:site_id/promotions/applications -> { items }, the pending ones, oldest first
//   POST /api/operator/sites/:site_id/promotions/decide { member_account, promotion_id, status, reason } -> { status, bonus }
//   GET  /api/operator/sites/:site_id/signin -> { items }, the daily sign-in per currency
//   POST /api/operator/sites/:site_id/signin { currency, active, start_date, end_date, rewards } -> the activity
// A red envelope runs from now until end_at ('YYYY-MM-DD HH:mm:ss' in RED_ENVELOPE_TIMEZONE) or for
// `seconds`; budget and min (default '0.01') are money strings, the budget at least shares × min.
// Once written, RedEnvelopeDisplay on private-member.{currency} sends its members' pages to fetch it.
// Approving an application of an apply_type 1 promotion with a bonus pays it through the ledger
// ('promotion:<application id>') and publishes member.cash; the reason is kept in the audit entry.
// 404 no such member; 409 no pending application of it for that promotion.
import Type from 'typebox';
import { PrivateChannel, RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { formatCents, parseAmountToCents } from '../../lib/money.js';
import { parseRedEnvelopeTime } from '../../services/promotions/index.js';
import { badRequest } from '../auth/check-body.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';

/** Days of the sign-in's cycle (services/promotions/signins.ts). */
const SIGNIN_DAYS = 7;

const Site = Type.Object({ site_id: SiteId });
const Currency = Type.String({ pattern: '^[A-Z]{3,5}$' });
const Money = Type.String({ maxLength: 20 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const RedEnvelope = Type.Object({
  currency: Currency,
  budget: Money,
  shares: Type.Integer({ minimum: 1, maximum: 100_000 }),
  end_at: Type.Optional(Type.String({ maxLength: 19 })),
  seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 * 86_400 })),
  min: Defaulted(Money, '0.01'),
});
const Decision = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  promotion_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  status: StringIn(['approved', 'rejected'] as const),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
const Signin = Type.Object(
  {
    currency: Currency,
    active: Type.Boolean(),
    start_date: Day,
    end_date: Type.Union([Day, Type.Null()]),
    rewards: Type.Array(Money, { minItems: SIGNIN_DAYS, maxItems: SIGNIN_DAYS }),
  },
  { additionalProperties: false },
);

/** A real calendar day 'YYYY-MM-DD'. */
const isDay = (text: string) => {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};

const schema = <T extends object>(parts: T) => ({ tags: ['operator'], security: OPERATOR_SECURITY, ...parts });

export const operatorPromotionsRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, redEnvelopes, promotions, signins } = services;
  const guard = operatorGuard(services, 'content.edit', { site: siteParam });
  const siteExists = services.db.prepare('SELECT 1 FROM sites WHERE site_id = ?').pluck();
  const siteMissing = (site_id: string) => fail(ApiCode.notFound, `Site ${site_id} not found`);

  app.get(
    '/operator/sites/:site_id/red-envelopes',
    { schema: schema({ params: Site }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      return ok({ items: redEnvelopes.list(site_id) });
    },
  );

  app.post(
    '/operator/sites/:site_id/red-envelopes',
    { schema: schema({ params: Site, body: RedEnvelope }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const b = request.body;
      const budget = parseAmountToCents(b.budget);
      const min = parseAmountToCents(b.min);
      if (budget === null || budget <= 0 || min === null || min <= 0)
        return badRequest(reply, 'budget and min must be positive amounts with at most 2 decimals');
      if (budget < b.shares * min) return badRequest(reply, 'The budget must cover shares × min');
      if ((b.end_at === undefined) === (b.seconds === undefined))
        return badRequest(reply, 'Give either end_at or seconds');
      const endsAt = b.seconds !== undefined ? Date.now() + b.seconds * 1000 : parseRedEnvelopeTime(b.end_at ?? '');
      if (endsAt === null) return badRequest(reply, "end_at must be 'YYYY-MM-DD HH:mm:ss' (America/Caracas)");
      if (endsAt <= Date.now()) return badRequest(reply, 'The end must be in the future');
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));

      const created = audit.run(actorOf(request), () => {
        const envelope = redEnvelopes.create({
          site_id,
          currency: b.currency,
          budget_cents: budget,
          shares: b.shares,
          min_cents: min,
          ends_at: endsAt,
        });
        return {
          result: envelope,
          change: {
            site_id,
            action: 'red_envelope.create',
            target: String(envelope.id),
            before: null,
            after: {
              currency: b.currency,
              budget: formatCents(budget),
              shares: b.shares,
              min: formatCents(min),
              end_at: envelope.end_at,
            },
          },
        };
      });
      await services.publisher
        .publishPrivate(PrivateChannel.memberCurrency(b.currency), RealtimeEvent.redEnvelopeDisplay, {})
        .catch((err: unknown) =>
          request.log.warn(
            { reason: err instanceof Error ? err.message : String(err) },
            'RedEnvelopeDisplay publish failed',
          ),
        );
      return ok(created);
    },
  );

  app.get(
    '/operator/sites/:site_id/promotions/applications',
    { schema: schema({ params: Site }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      return ok({ items: promotions.pending(site_id) });
    },
  );

  app.post(
    '/operator/sites/:site_id/promotions/decide',
    { schema: schema({ params: Site, body: Decision }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const { member_account, promotion_id, status, reason } = request.body;
      const member = services.members.findByAccount(site_id, member_account);
      if (!member)
        return reply.code(404).send(fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`));
      const decided = audit.run(actorOf(request), () => {
        const r = promotions.decide(member, promotion_id, status);
        return {
          result: r,
          change: r && {
            site_id,
            action: 'promotion.decide',
            target: `${member_account}:${promotion_id}`,
            before: { application_id: r.application_id, status: 'pending' },
            after: { application_id: r.application_id, status, reason, bonus: r.bonus },
          },
        };
      });
      if (!decided)
        return reply.code(409).send(fail(ApiCode.conflict, 'No pending application of this member for this promotion'));
      if (decided.paid) await promotions.announceCash(member.id);
      return ok({ status, bonus: decided.bonus });
    },
  );

  app.get('/operator/sites/:site_id/signin', { schema: schema({ params: Site }), ...guard }, async (request, reply) => {
    const { site_id } = request.params;
    if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
    return ok({ items: signins.activities(site_id).map(toWire) });
  });

  app.post(
    '/operator/sites/:site_id/signin',
    { schema: schema({ params: Site, body: Signin }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const b = request.body;
      if (!isDay(b.start_date) || (b.end_date !== null && !isDay(b.end_date)))
        return badRequest(reply, "start_date and end_date must be real days 'YYYY-MM-DD'");
      if (b.end_date !== null && b.end_date < b.start_date)
        return badRequest(reply, 'end_date must not be before start_date');
      const rewards = b.rewards.map(parseAmountToCents);
      if (rewards.some((cents) => cents === null || cents < 0))
        return badRequest(reply, 'rewards must be amounts of at least 0 with at most 2 decimals');
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      const activity = {
        site_id,
        currency: b.currency,
        active: b.active ? (1 as const) : (0 as const),
        start_date: b.start_date,
        end_date: b.end_date,
        rewards_cents: rewards as number[],
      };
      const after = audit.run(actorOf(request), () => {
        const before = signins.activities(site_id).find((a) => a.currency === b.currency);
        signins.setActivity(activity);
        const written = toWire(activity);
        return {
          result: written,
          change: {
            site_id,
            action: 'signin.set',
            target: b.currency,
            before: before ? toWire(before) : null,
            after: written,
          },
        };
      });
      return ok(after);
    },
  );
};

/** An activity as the console reads and writes it: rewards as money strings. */
function toWire(a: {
  currency: string;
  active: 0 | 1;
  start_date: string;
  end_date: string | null;
  rewards_cents: number[];
}) {
  return {
    currency: a.currency,
    active: a.active === 1,
    start_date: a.start_date,
    end_date: a.end_date,
    rewards: a.rewards_cents.map(formatCents),
  };
}
