// GET /api/operator/audit?site_id&action&operator&from&to&before_id&limit -> { items, next_before_id }
// The audit log, newest first, of the sites the reader may see (docs/operators.md "Audit log").
// There is no route that edits or deletes an entry.
import Type from 'typebox';
import { ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { OPERATOR_SECURITY, operatorGuard, operatorOf, scopeOf, siteParam } from './guard.js';

const Query = Type.Object({
  site_id: Type.Optional(SiteId),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  operator: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(Type.Integer({ minimum: 0 })),
  to: Type.Optional(Type.Integer({ minimum: 0 })),
  before_id: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
});

export const operatorAuditRoute: RoutePlugin = async (app, { services }) => {
  app.get(
    '/operator/audit',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, querystring: Query },
      ...operatorGuard(services, 'audit.read', { site: siteParam }),
    },
    async (request) => ok(services.audit.list({ ...request.query, site_ids: scopeOf(operatorOf(request)) })),
  );
};
