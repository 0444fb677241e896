// GET /api/provider/sport?currency=&site_id=&lang= — the sportsbook iframe page (HTML): upcoming
// fixtures with their odds, and the catalogue's sports games with "Play" links. It posts to its
// parent (its own origin only) S001 { height } on load and resize, and U003_open_game { game }
// when a "Play" link is clicked (spec 01 §4, SportMessage).
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIMEZONE } from '@croupier/shared/contracts';
import { pageLanguage } from '../../provider-pages/strings.js';
import { newNonce, pageHeaders, renderSportPage } from '../../services/provider-pages.js';
import { sportFixtures } from '../../services/provider-pages-sport.js';
import { langHeader, type ProviderRouteOptions } from './schemas.js';

const querystring = {
  type: 'object',
  properties: {
    currency: { type: 'string', maxLength: 8 },
    site_id: { type: 'string', maxLength: 32 },
    lang: { type: 'string', maxLength: 8 },
  },
} as const;

export const sportPageRoute: FastifyPluginAsync<ProviderRouteOptions> = async (app, { services, sport }) => {
  app.get<{ Querystring: { currency?: string; site_id?: string; lang?: string } }>(
    '/provider/sport',
    { schema: { querystring } },
    async (request, reply) => {
      const lang = pageLanguage(request.query.lang ?? langHeader(request.headers));
      const timezone = services.sites.detail(request.query.site_id ?? '1')?.settings.TIMEZONE ?? DEFAULT_TIMEZONE;
      const nonce = newNonce();
      const html = renderSportPage({ lang, fixtures: sportFixtures(Date.now(), timezone), games: sport.games(lang) }, nonce);
      return reply.headers(pageHeaders(nonce)).send(html);
    },
  );
};
