// The game providers (docs/operators.md "Games"). Providers are one catalogue for every site:
//   GET  /api/operator/games/providers?site_id -> { items: [{ gp_id, gp_name, active, demo, maintain_start, maintain_end, in_maintenance, maintain_interval }] }
//   POST /api/operator/games/providers/:gp_id/maintenance { start?, end? } | { clear: true } -> { gp_id, maintain_start, maintain_end, maintain_interval }
//   POST /api/operator/games/providers/:gp_id/active { active } -> { gp_id, active }
// All need games.manage; a change reaches every site, so only an operator who sees every site
// may make one. start and end are epoch milliseconds or ISO 8601 texts with a zone; start
// defaults to now, no end = until cleared. While a provider is in maintenance its launches answer
// 203 with the window; a provider switched off leaves every game list and its games do not launch
// (404). maintain_interval is written in the zone of `site_id` (default '1'). Each change drops the
// cached game lists.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { inMaintenance } from '../../services/games/index.js';
import { GpId } from '../provider/schemas.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, operatorOf } from './guard.js';

const Instant = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 40 })]);
const ProviderParams = Type.Object({ gp_id: GpId });
const ListQuery = Type.Object({ site_id: Defaulted(SiteId, '1') });
const MaintenanceBody = Type.Object(
  {
    start: Type.Optional(Instant),
    end: Type.Optional(Instant),
    clear: Type.Optional(Type.Boolean()),
    site_id: Defaulted(SiteId, '1'),
  },
  { additionalProperties: false },
);
const ActiveBody = Type.Object({ active: Type.Boolean() }, { additionalProperties: false });

/** Epoch ms from a number or an ISO 8601 text that names its zone; null when unreadable. */
export function readInstant(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (/^\d+$/.test(value)) return readInstant(Number(value));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

interface ProviderRow {
  gp_id: string;
  gp_name: string;
  active: number;
  demo: number;
  maintain_start: number | null;
  maintain_end: number | null;
}

export const operatorGamesRoutes: RoutePlugin = async (app, { services }) => {
  const { db, audit, providerMaintenance, operators, readCache } = services;
  const guard = operatorGuard(services, 'games.manage');
  const providers = db.prepare(
    'SELECT gp_id, gp_name, active, demo, maintain_start, maintain_end FROM game_providers ORDER BY sort, gp_id',
  );
  const provider = db.prepare(
    'SELECT gp_id, gp_name, active, demo, maintain_start, maintain_end FROM game_providers WHERE gp_id = ?',
  );
  const setActive = db.prepare('UPDATE game_providers SET active = ? WHERE gp_id = ?');
  const siteIds = db.prepare('SELECT site_id FROM sites').pluck();

  /** Whether the request's operator sees every site there is (a provider change reaches them all). */
  const seesEverySite = (request: FastifyRequest) => {
    const operator = operatorOf(request);
    return (siteIds.all() as string[]).every((s) => operators.seesSite(operator, s));
  };
  const notEverySite = () =>
    fail(ApiCode.forbidden, 'a provider serves every site: only an operator who sees every site may change it');
  const view = (row: ProviderRow, siteId: string, at = Date.now()) => ({
    gp_id: row.gp_id,
    gp_name: row.gp_name,
    active: row.active === 1,
    demo: row.demo === 1,
    maintain_start: row.maintain_start,
    maintain_end: row.maintain_end,
    in_maintenance: inMaintenance(row, at),
    maintain_interval: providerMaintenance.interval(row.gp_id, siteId),
  });

  app.get(
    '/operator/games/providers',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY, querystring: ListQuery }, ...guard },
    async (request) => {
      const at = Date.now();
      return ok({ items: (providers.all() as ProviderRow[]).map((row) => view(row, request.query.site_id, at)) });
    },
  );

  app.post(
    '/operator/games/providers/:gp_id/maintenance',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: ProviderParams, body: MaintenanceBody },
      ...guard,
    },
    async (request, reply) => {
      const { gp_id } = request.params;
      const { clear, site_id } = request.body;
      if (!seesEverySite(request)) return reply.code(403).send(notEverySite());
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
      const changed = audit.run(actorOf(request), () => {
        const before = provider.get(gp_id) as ProviderRow | undefined;
        if (!before) return { result: false, change: null };
        providerMaintenance.set(gp_id, start, end);
        const same = before.maintain_start === start && before.maintain_end === end;
        return {
          result: true,
          change: same
            ? null
            : {
                site_id: null,
                action: 'games.provider.maintenance',
                target: gp_id,
                before: { maintain_start: before.maintain_start, maintain_end: before.maintain_end },
                after: { maintain_start: start, maintain_end: end },
              },
        };
      });
      if (!changed) return reply.code(404).send(fail(ApiCode.notFound, `Provider ${gp_id} not found`));
      readCache.invalidate('games');
      return ok({
        gp_id,
        maintain_start: start,
        maintain_end: end,
        maintain_interval: providerMaintenance.interval(gp_id, site_id),
      });
    },
  );

  app.post(
    '/operator/games/providers/:gp_id/active',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: ProviderParams, body: ActiveBody },
      ...guard,
    },
    async (request, reply) => {
      const { gp_id } = request.params;
      const { active } = request.body;
      if (!seesEverySite(request)) return reply.code(403).send(notEverySite());
      const found = audit.run(actorOf(request), () => {
        const before = provider.get(gp_id) as ProviderRow | undefined;
        if (!before) return { result: false, change: null };
        const was = before.active === 1;
        if (was !== active) setActive.run(active ? 1 : 0, gp_id);
        return {
          result: true,
          change:
            was === active
              ? null
              : {
                  site_id: null,
                  action: 'games.provider.active',
                  target: gp_id,
                  before: { active: was },
                  after: { active },
                },
        };
      });
      if (!found) return reply.code(404).send(fail(ApiCode.notFound, `Provider ${gp_id} not found`));
      readCache.invalidate('games');
      return ok({ gp_id, active });
    },
  );
};
