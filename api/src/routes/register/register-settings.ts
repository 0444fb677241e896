// POST /api/arks/web/register-settings { site_id } -> new style, data: RegisterSetting[] of every
// currency (the form keeps its currency's entries). Unknown site: code 404.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import type { RegisterRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const registerSettingsRoute: RegisterRoutePlugin = async (app, { registerSettings }) => {
  app.post('/arks/web/register-settings', { schema: { body: Body } }, async (request) => {
    const { site_id } = request.body;
    if (registerSettings.siteCurrencies(site_id) === null) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    return ok(registerSettings.list(site_id));
  });
};
