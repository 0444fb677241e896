// POST /api/fb_tracking (spec 01 §7): an ad-tracking event from the page (deposit: e_first_pay /
// e_pay and Purchase). Accepted only for a site whose env_config.fb_pixel is that pixel and is on
// for the language. Kept once per site, name and event id (services/sites/fb-tracking.ts); the
// reference api calls no ad platform. A logged-in caller's member id is recorded with it.
import Type from 'typebox';
import { FbTrackingEvent, type FbTrackingRequest } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { readToken } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, satisfiesWire, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { parseAmountToCents } from '../../lib/money.js';

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** A cookie value, or null when the browser has none; absent means null. */
const cookie = (maxLength: number) =>
  Defaulted(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength }), null);

const Body = satisfiesWire<FbTrackingRequest>()(
  Type.Object({
    site_id: text(32),
    pixel_id: text(64),
    event_name: StringIn(Object.values(FbTrackingEvent)),
    event_id: text(100),
    value: Type.Optional(Type.String({ maxLength: 20 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    fbp: cookie(200),
    fbc: cookie(600),
    language: text(10),
    event_source_url: text(2000),
  }),
);

const norm = (language: string) => language.replace('-', '_').toLowerCase();

export const fbTrackingRoute: RoutePlugin = async (app, { services }) => {
  app.post('/fb_tracking', { schema: { body: Body } }, async (request, reply) => {
    const event = request.body;
    const detail = services.sites.detail(event.site_id);
    if (!detail) return fail(ApiCode.notFound, `Site ${event.site_id} not found`);
    const pixel = detail.env_config.fb_pixel;
    if (!pixel || pixel.id !== event.pixel_id || !pixel.languages.some((l) => norm(l) === norm(event.language))) {
      return reply.code(403).send(fail(ApiCode.forbidden, 'Ad tracking is off for this site and language'));
    }
    let valueCents: number | null = null;
    if (event.value !== undefined) {
      valueCents = parseAmountToCents(event.value);
      if (valueCents === null || valueCents < 0) {
        return reply
          .code(400)
          .send(fail(ApiCode.invalidRequest, 'value must be a non-negative amount with at most 2 decimals'));
      }
    }
    const token = readToken(request);
    const member = token ? services.sessions.memberFor(token) : undefined;
    services.fbTracking.record({
      site_id: event.site_id,
      pixel_id: event.pixel_id,
      event_name: event.event_name,
      event_id: event.event_id,
      value_cents: valueCents,
      currency: event.currency ?? null,
      fbp: event.fbp,
      fbc: event.fbc,
      language: event.language,
      event_source_url: event.event_source_url,
      member_id: member && member.site_id === event.site_id ? member.id : null,
      client_ip: request.ip,
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      created_at: Date.now(),
    });
    return ok(null);
  });
};
