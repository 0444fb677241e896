// POST /api/arks/web/float { site_id } -> new style, data: FloatEntry[] (the floating side buttons).
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteBody, siteNotFound, type ContentRouteOptions } from './schemas.js';

export const floatRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { content }) => {
  app.post<{ Body: { site_id: string } }>('/arks/web/float', { schema: { body: siteBody } }, async ({ body }) =>
    content.siteExists(body.site_id) ? ok(content.floats(body.site_id)) : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
