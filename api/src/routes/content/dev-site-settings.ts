// POST /api/dev/site/settings { site_id?, settings: Partial<SiteSettings> } — development only
// (CROUPIER_DEV_ROUTES=1): changes a site's settings (e.g. MOBILE_TEMPLATE_NAME, DESKTOP_LOCK),
// which the shell reads on its next page load. Answers the settings as they now are.
import type { FastifyPluginAsync } from 'fastify';
import type { SiteSettings } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteId, siteNotFound, type ContentRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['settings'],
  properties: {
    site_id: { ...siteId, default: '1' },
    settings: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        CURRENCY: { type: 'string', minLength: 1, maxLength: 100 },
        LANGUAGE: { type: 'string', minLength: 1, maxLength: 100 },
        MOBILE_TEMPLATE_NAME: { type: 'string', minLength: 1, maxLength: 32 },
        IS_DEMO: { type: 'boolean' },
        LINK_EXPIRE_TIME: { type: 'integer', minimum: 0 },
        DESKTOP_LOCK: { type: 'boolean' },
      },
    },
  },
} as const;

type Body = { site_id: string; settings: Partial<Omit<SiteSettings, 'SITE_ID'>> };

export const devSiteSettingsRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { services }) => {
  const update = services.db.prepare('UPDATE sites SET settings = json_patch(settings, ?) WHERE site_id = ?');
  const read = services.db.prepare('SELECT settings FROM sites WHERE site_id = ?');
  app.post<{ Body: Body }>('/dev/site/settings', { schema: { body } }, async ({ body: { site_id, settings } }) => {
    if (update.run(JSON.stringify(settings), site_id).changes === 0) return fail(ApiCode.notFound, siteNotFound(site_id));
    const row = read.get(site_id) as { settings: string };
    return ok(JSON.parse(row.settings) as SiteSettings);
  });
};
