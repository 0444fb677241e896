// POST /api/arks/web/game/sport-quickbet-url { currency, support_device, domain, site_id }
// -> data.detail { url: '/api/provider/sport?currency=…&site_id=…&lang=…', gp_id: the sports
// provider }. The URL is relative: the site's origin serves /api, so the iframe shares it.
// 404 unknown site or no active sports provider.
import type { FastifyPluginAsync } from 'fastify';
import type { SportQuickbetResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { pageLanguage } from '../../provider-pages/strings.js';
import { currency, langHeader, siteId, type ProviderRouteOptions } from './schemas.js';

export const SPORT_PAGE_PATH = '/api/provider/sport';

const body = {
  type: 'object',
  required: ['currency', 'support_device', 'site_id'],
  properties: {
    currency,
    support_device: { type: 'integer', minimum: 0, maximum: 9 },
    domain: { type: 'string', maxLength: 255 },
    site_id: siteId,
  },
} as const;

interface Body {
  currency: string;
  support_device: number;
  domain?: string;
  site_id: string;
}

export const sportQuickbetUrlRoute: FastifyPluginAsync<ProviderRouteOptions> = async (app, { services, sport }) => {
  app.post<{ Body: Body }>('/arks/web/game/sport-quickbet-url', { schema: { body } }, async (request) => {
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
