// POST /api/arks/web/visitor/country { site_id? } -> new style, data: { country, currency }.
// The country comes from the edge CDN's header (Cloudflare's cf-ipcountry, or x-country-code
// from another; read only with TRUST_COUNTRY_HEADERS=1, see http/edge-headers.ts), else from
// DEFAULT_COUNTRY (default US). The currency is the country's (CURRENCY_BY_COUNTRY); with a
// site_id it is narrowed to the site's currencies, falling back to the site's first one.
// Used for a guest's currency after logout (spec 01 §4 "sets the currency from the visitor's country").
import { parseCurrencyList, type VisitorCountryResponse } from '@croupier/shared/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { COUNTRY_HEADERS } from '../../http/edge-headers.js';
import { SiteId } from '../../http/route-schema.js';
import { CURRENCY_BY_COUNTRY } from './currency-by-country.js';
import type { LocaleRoutePlugin } from './index.js';

const Body = Type.Object({ site_id: Type.Optional(SiteId) });

/** The first header carrying a real alpha-2 code (Cloudflare's XX = unknown and T1 = Tor are not). */
export function countryFromHeaders(headers: FastifyRequest['headers']): string | null {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return null;
}

export const visitorCountryRoute: LocaleRoutePlugin = async (app, { config, services }) => {
  // The body is optional: a bare POST (no content type) counts as {}.
  const emptyIsObject = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };
  app.post('/arks/web/visitor/country', { schema: { body: Body }, preValidation: emptyIsObject }, async (request) => {
    const country = countryFromHeaders(request.headers) ?? config.defaultCountry;
    const ofCountry = CURRENCY_BY_COUNTRY[country] ?? null;
    const siteId = request.body.site_id;
    if (siteId === undefined) return ok<VisitorCountryResponse>({ country, currency: ofCountry });

    const site = services.sites.detail(siteId);
    if (!site) return fail(ApiCode.notFound, `Site ${siteId} not found`);
    const offered = parseCurrencyList(site.settings.CURRENCY);
    const currency = ofCountry && offered.includes(ofCountry) ? ofCountry : (offered[0] ?? null);
    return ok<VisitorCountryResponse>({ country, currency });
  });
};
