// POST /api/fb_tracking (spec 01 §7): an ad-tracking event from the page (deposit: e_first_pay /
// e_pay and Purchase). Accepted only for a site whose env_config.fb_pixel is that pixel and is on
// for the language. Stored in fb_tracking_events, once per site, name and event id; the reference
// api calls no ad platform. A logged-in caller's member id is recorded with it.
import type { FastifyPluginAsync } from 'fastify';
import { FB_TRACKING_EVENTS, type FbTrackingRequest } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { readToken } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import { parseAmountToCents } from '../../lib/money.js';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max, default: null }) as const;

const body = {
  type: 'object',
  required: ['site_id', 'pixel_id', 'event_name', 'event_id', 'language', 'event_source_url'],
  properties: {
    site_id: text(32),
    pixel_id: text(64),
    event_name: { type: 'string', enum: FB_TRACKING_EVENTS },
    event_id: text(100),
    value: { type: 'string', maxLength: 20 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    fbp: nullableText(200),
    fbc: nullableText(600),
    language: text(10),
    event_source_url: text(2000),
  },
} as const;

const norm = (language: string) => language.replace('-', '_').toLowerCase();

export const fbTrackingRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const insert = services.db.prepare(
    `INSERT OR IGNORE INTO fb_tracking_events
       (site_id, pixel_id, event_name, event_id, value_cents, currency, fbp, fbc, language, event_source_url,
        member_id, client_ip, user_agent, created_at)
     VALUES (@site_id, @pixel_id, @event_name, @event_id, @value_cents, @currency, @fbp, @fbc, @language,
        @event_source_url, @member_id, @client_ip, @user_agent, @created_at)`,
  );

  app.post<{ Body: FbTrackingRequest }>('/fb_tracking', { schema: { body } }, async (request, reply) => {
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
        return reply.code(400).send(fail(ApiCode.invalidRequest, 'value must be a non-negative amount with at most 2 decimals'));
      }
    }
    const token = readToken(request);
    const member = token ? services.sessions.memberFor(token) : undefined;
    insert.run({
      site_id: event.site_id,
      pixel_id: event.pixel_id,
      event_name: event.event_name,
      event_id: event.event_id,
      value_cents: valueCents,
      currency: event.currency ?? null,
      fbp: event.fbp ?? null,
      fbc: event.fbc ?? null,
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
