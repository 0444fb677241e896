// POST /api/arks/web/game/sport-quickbet-url { currency, support_device, domain, site_id }
// -> data.detail { url: '/api/provider/sport?currency=…&site_id=…&lang=…', gp_id: the sports
// provider }. The URL is relative: the site's origin serves /api, so the iframe shares it.
// 404 unknown site or no active sports provider.
import Type from 'typebox';
import type { SportQuickbetResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { pageLanguage } from '../../provider-pages/strings.js';
import { Currency, langHeader, type ProviderRoutePlugin } from './schemas.js';

export const SPORT_PAGE_PATH = '/api/provider/sport';

const Body = Type.Object({
  currency: Currency,
  support_device: Type.Integer({ minimum: 0, maximum: 9 }),
  domain: Type.Optional(Type.String({ maxLength: 255 })),
  site_id: SiteId,
});

export const sportQuickbetUrlRoute: ProviderRoutePlugin = async (app, { services, sport }) => {
  app.post('/arks/web/game/sport-quickbet-url', { schema: { body: Body } }, async (request) => {
    const { site_id } = request.body;
    if (!services.sites.detail(site_id)) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    const gp_id = sport.provider();
    if (!gp_id) return fail(ApiCode.notFound, 'No sports provider is active');
    const query = new URLSearchParams({
      currency: request.body.currency.toUpperCase(),
      site_id,
      lang: pageLanguage(langHeader(request.headers)),
    });
    return ok<SportQuickbetResponse>({ detail: { url: `${SPORT_PAGE_PATH}?${query}`, gp_id } });
  });
};
