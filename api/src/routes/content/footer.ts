// POST /api/arks/web/footer { site_id } -> new style, data: FooterGroup[] (titled groups of
// links, texts per language, optional operator HTML).
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteBody, siteNotFound, type ContentRouteOptions } from './schemas.js';

export const footerRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { content }) => {
  app.post<{ Body: { site_id: string } }>('/arks/web/footer', { schema: { body: siteBody } }, async ({ body }) =>
    content.siteExists(body.site_id) ? ok(content.footer(body.site_id)) : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
