// POST /api/dev/site/customer-service { site_id?, locale, url } — development only
// (CROUPIER_DEV_ROUTES=1); in production the operator's back office does this. Changes the
// site's customer-service URL for a locale (env_config.customerUrl) and publishes
// customer_service_link_change on web_member, so every open page re-reads it (spec 01 §7).
import Type from 'typebox';
import { PublicChannel, RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, Language, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { publishLogged } from './publish-logged.js';

const Body = Type.Object({
  site_id: Defaulted(SiteId, '1'),
  locale: Language,
  url: Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' }),
});

export const devCustomerServiceRoute: RoutePlugin = async (app, { services }) => {
  const update = services.db.prepare(
    "UPDATE sites SET env_config = json_set(env_config, '$.customerUrl.' || ?, ?) WHERE site_id = ?",
  );
  app.post('/dev/site/customer-service', { schema: { body: Body } }, async ({ body: { site_id, locale, url } }) => {
    if (update.run(locale, url, site_id).changes === 0) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    services.readCache.invalidate('site');
    const published = await publishLogged(app.log, RealtimeEvent.customerServiceLinkChange, () =>
      services.publisher.publishPublic(PublicChannel.webMember, RealtimeEvent.customerServiceLinkChange, {
        site_id,
        locale,
      }),
    );
    return ok({ customerUrl: services.sites.detail(site_id)?.env_config.customerUrl ?? {}, published });
  });
};
