// POST /api/arks/web/model/register-background/detail { site_id, template } -> new style,
// data: { image_url, background_color } ('pc' or a mobile template; others get the 'pc' one).
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteIdSchema, type RegisterRouteOptions } from './options.js';

const body = {
  type: 'object',
  required: ['site_id', 'template'],
  properties: { site_id: siteIdSchema, template: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export const registerBackgroundRoute: FastifyPluginAsync<RegisterRouteOptions> = async (app, { registerSettings }) => {
  app.post<{ Body: { site_id: string; template: string } }>(
    '/arks/web/model/register-background/detail',
    { schema: { body } },
    async (request) => {
      const { site_id, template } = request.body;
      if (registerSettings.siteCurrencies(site_id) === null) return fail(ApiCode.notFound, `Site ${site_id} not found`);
      return ok(registerSettings.background(site_id, template));
    },
  );
};
