// POST /api/arks/web/site/detail { site_id } -> new style, data: SiteDetail.
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../http/api-codes.js';
import { fail, ok } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';

const body = {
  type: 'object',
  required: ['site_id'],
  properties: { site_id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export const siteDetailRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post<{ Body: { site_id: string } }>('/arks/web/site/detail', { schema: { body } }, async (request) => {
    const detail = services.sites.detail(request.body.site_id);
    return detail ? ok(detail) : fail(ApiCode.notFound, `Site ${request.body.site_id} not found`);
  });
};
