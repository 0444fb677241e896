// POST /api/dev/games/maintenance { gp_id, start?, end? } or { gp_id, clear: true } — development
// only (CROUPIER_DEV_ROUTES=1); in production the operator's back office does this. start and end
// are epoch milliseconds or ISO 8601 texts with a zone; start defaults to now, no end = until
// cleared. -> data { gp_id, maintain_interval } (in the site's timezone; site_id defaults to '1').
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { GpId, type ProviderRoutePlugin } from './schemas.js';

const Instant = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 40 })]);
const Body = Type.Object({
  gp_id: GpId,
  start: Type.Optional(Instant),
  end: Type.Optional(Instant),
  clear: Type.Optional(Type.Boolean()),
  site_id: Defaulted(SiteId, '1'),
});

/** Epoch ms from a number or an ISO 8601 text that names its zone; null when unreadable. */
export function readInstant(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (/^\d+$/.test(value)) return readInstant(Number(value));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

export const devMaintenanceRoute: ProviderRoutePlugin = async (app, { maintenance, services }) => {
  app.post('/dev/games/maintenance', { schema: { body: Body } }, async (request, reply) => {
    const { gp_id, clear, site_id } = request.body;
    let start: number | null = null;
    let end: number | null = null;
    if (!clear) {
      start = request.body.start === undefined ? Date.now() : readInstant(request.body.start);
      end = request.body.end === undefined ? null : readInstant(request.body.end);
      if (start === null || (request.body.end !== undefined && end === null)) {
        return reply
          .code(400)
          .send(fail(ApiCode.invalidRequest, 'start and end must be epoch ms or ISO 8601 with a zone'));
      }
      if (end !== null && end <= start)
        return reply.code(400).send(fail(ApiCode.invalidRequest, 'end must be after start'));
    }
    if (!maintenance.set(gp_id, start, end)) return fail(ApiCode.notFound, `Provider ${gp_id} not found`);
    services.readCache.invalidate('games');
    return ok({ gp_id, maintain_interval: maintenance.interval(gp_id, site_id) });
  });
};
