// POST /api/web/logo { site_id } -> new style, data: LogoEntry[] (one per device: pc, mobile).
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteBody, siteNotFound, type ContentRouteOptions } from './schemas.js';

export const logoRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { content }) => {
  app.post<{ Body: { site_id: string } }>('/web/logo', { schema: { body: siteBody } }, async ({ body }) =>
    content.siteExists(body.site_id) ? ok(content.logos(body.site_id)) : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
