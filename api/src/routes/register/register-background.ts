// POST /api/arks/web/model/register-background/detail { site_id, template } -> new style,
// data: { image_url, background_color } ('pc' or a mobile template; others get the 'pc' one).
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import type { RegisterRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId, template: Type.String({ minLength: 1, maxLength: 32 }) });

export const registerBackgroundRoute: RegisterRoutePlugin = async (app, { registerSettings }) => {
  app.post('/arks/web/model/register-background/detail', { schema: { body: Body } }, async (request) => {
    const { site_id, template } = request.body;
    if (registerSettings.siteCurrencies(site_id) === null) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    return ok(registerSettings.background(site_id, template));
  });
};
