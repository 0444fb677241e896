// POST /api/dev/red-envelopes { site_id?, currency, budget, shares, end_at | seconds, min? } —
// development only (CROUPIER_DEV_ROUTES=1; in production the back office creates them): a red
// envelope running from now until end_at ('YYYY-MM-DD HH:mm:ss' in RED_ENVELOPE_TIMEZONE) or for
// `seconds`, budget and min (default '0.01') as money strings. Refuses (400) a budget below
// shares × min and an end not in the future. Answers { id, end_at } and publishes
// RedEnvelopeDisplay on the private channel member.{currency}: its members' pages fetch it.
import Type from 'typebox';
import { PrivateChannel, RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { parseAmountToCents } from '../../lib/money.js';
import { parseRedEnvelopeTime } from '../../services/promotions/index.js';
import { badRequest } from '../auth/check-body.js';
import { Currency, type PromotionsRoutePlugin } from './options.js';

const Money = Type.String({ maxLength: 20 });
const Body = Type.Object({
  site_id: Defaulted(SiteId, '1'),
  currency: Currency,
  budget: Money,
  shares: Type.Integer({ minimum: 1, maximum: 100_000 }),
  end_at: Type.Optional(Type.String({ maxLength: 19 })),
  seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 * 86_400 })),
  min: Defaulted(Money, '0.01'),
});

export const devRedEnvelopesRoute: PromotionsRoutePlugin = async (app, { services, redEnvelopes }) => {
  app.post('/dev/red-envelopes', { schema: { body: Body } }, async (request, reply) => {
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
    if (!services.sites.detail(b.site_id)) return fail(ApiCode.notFound, `Site ${b.site_id} not found`);

    const created = redEnvelopes.create({
      site_id: b.site_id,
      currency: b.currency,
      budget_cents: budget,
      shares: b.shares,
      min_cents: min,
      ends_at: endsAt,
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
  });
};
