// POST /api/arks/web/register-settings { site_id } -> new style, data: RegisterSetting[] of every
// currency (the form keeps its currency's entries). Unknown site: code 404.
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteIdSchema, type RegisterRouteOptions } from './options.js';

const body = { type: 'object', required: ['site_id'], properties: { site_id: siteIdSchema } } as const;

export const registerSettingsRoute: FastifyPluginAsync<RegisterRouteOptions> = async (app, { registerSettings }) => {
  app.post<{ Body: { site_id: string } }>('/arks/web/register-settings', { schema: { body } }, async (request) => {
    const { site_id } = request.body;
    if (registerSettings.siteCurrencies(site_id) === null) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    return ok(registerSettings.list(site_id));
  });
};
