// POST /api/dev/site/settings { site_id?, settings: Partial<SiteSettings> } — development only
// (CROUPIER_DEV_ROUTES=1): changes a site's settings (e.g. MOBILE_TEMPLATE_NAME, DESKTOP_LOCK),
// which the shell reads on its next page load. Answers the settings as they now are.
import Type from 'typebox';
import type { SiteSettings } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { siteNotFound, type ContentRoutePlugin } from './schemas.js';

const Body = Type.Object({
  site_id: Defaulted(SiteId, '1'),
  settings: Type.Object(
    {
      CURRENCY: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      LANGUAGE: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      MOBILE_TEMPLATE_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      IS_DEMO: Type.Optional(Type.Boolean()),
      LINK_EXPIRE_TIME: Type.Optional(Type.Integer({ minimum: 0 })),
      DESKTOP_LOCK: Type.Optional(Type.Boolean()),
      SINGLE_LOGIN: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
});

export const devSiteSettingsRoute: ContentRoutePlugin = async (app, { services }) => {
  const update = services.db.prepare('UPDATE sites SET settings = json_patch(settings, ?) WHERE site_id = ?');
  const read = services.db.prepare('SELECT settings FROM sites WHERE site_id = ?');
  app.post('/dev/site/settings', { schema: { body: Body } }, async ({ body: { site_id, settings } }) => {
    if (update.run(JSON.stringify(settings), site_id).changes === 0)
      return fail(ApiCode.notFound, siteNotFound(site_id));
    // 'content': a carousel asked without a currency follows the site's CURRENCY setting.
    services.readCache.invalidate('site', 'content');
    const row = read.get(site_id) as { settings: string };
    return ok(JSON.parse(row.settings) as SiteSettings);
  });
};
