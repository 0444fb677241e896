// GET /api/provider/sport?currency=&site_id=&lang= — the sportsbook iframe page (HTML): upcoming
// fixtures with their odds, and the catalogue's sports games with "Play" links. It posts to its
// parent (its own origin only) S001 { height } on load and resize, and U003_open_game { game }
// when a "Play" link is clicked (spec 01 §4, SportMessage).
import Type from 'typebox';
import { DEFAULT_TIMEZONE } from '@croupier/shared/contracts';
import { pageLanguage } from '../../provider-pages/strings.js';
import { newNonce, pageHeaders, renderSportPage, sportFixtures } from '../../services/games/index.js';
import { langHeader, type ProviderRoutePlugin } from './schemas.js';

const Query = Type.Object({
  currency: Type.Optional(Type.String({ maxLength: 8 })),
  site_id: Type.Optional(Type.String({ maxLength: 32 })),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});

export const sportPageRoute: ProviderRoutePlugin = async (app, { services, sport }) => {
  app.get('/provider/sport', { schema: { querystring: Query } }, async (request, reply) => {
    const lang = pageLanguage(request.query.lang ?? langHeader(request.headers));
    const timezone = services.sites.detail(request.query.site_id ?? '1')?.settings.TIMEZONE ?? DEFAULT_TIMEZONE;
    const nonce = newNonce();
    const html = renderSportPage(
      { lang, fixtures: sportFixtures(Date.now(), timezone), games: sport.games(lang) },
      nonce,
    );
    return reply.headers(pageHeaders(nonce)).send(html);
  });
};
