// POST /api/demo/play { site_id, currency, device, gp_id, game_type, game_code, house, lobby_url? }
// (no login) -> data.game_url of a demo session: the same game page on fun money (2000.00,
// scaled for small currency units), no wallet touched. Only demo providers (DEMO_PROVIDERS) and
// their games flagged demo: 403 otherwise; 404 unknown or switched-off game or site; 203 maintenance.
import Type from 'typebox';
import {
  parseCurrencyList,
  type DemoPlayRequest,
  type NewStyleResponse,
  type PlayResponse,
} from '@croupier/shared/contracts';
import { GameCode, isDemoProvider } from '../../services/games/index.js';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { pageLanguage } from '../../provider-pages/strings.js';
import {
  Currency,
  Device,
  GameCodeText,
  GameType,
  gameUrl,
  GpId,
  isLobbyUrl,
  langHeader,
  LOBBY_URL_REFUSED,
  LobbyUrl,
  type ProviderRoutePlugin,
} from './schemas.js';

/** Where a demo's "Back to lobby" goes when the caller names no lobby: the shell's /close page. */
export const DEMO_LOBBY_URL = '/close';

// lobby_url is the api's own addition to the spec's call (where "Back to lobby" goes).
const Body = satisfiesWire<DemoPlayRequest & { lobby_url?: string }>()(
  Type.Object({
    site_id: SiteId,
    currency: Currency,
    device: Device,
    gp_id: GpId,
    game_type: GameType,
    game_code: GameCodeText,
    house: Type.Integer({ minimum: 0, maximum: 999 }),
    lobby_url: Type.Optional(LobbyUrl),
  }),
);

export const demoPlayRoute: ProviderRoutePlugin = async (app, { config, services, gameSessions, maintenance }) => {
  app.post(
    '/demo/play',
    { schema: { body: Body }, config: rateLimited(config) },
    async (request, reply): Promise<NewStyleResponse<PlayResponse | null>> => {
      const { site_id, gp_id, game_type, game_code, lobby_url = DEMO_LOBBY_URL } = request.body;
      const currencyCode = request.body.currency.toUpperCase();
      if (!isLobbyUrl(lobby_url, config)) return reply.code(400).send(fail(ApiCode.invalidRequest, LOBBY_URL_REFUSED));
      const site = services.sites.detail(site_id);
      if (!site) return fail(ApiCode.notFound, `Site ${site_id} not found`);
      if (!parseCurrencyList(site.settings.CURRENCY).includes(currencyCode)) {
        return reply
          .code(400)
          .send(fail(ApiCode.invalidRequest, `currency ${currencyCode} is not offered by site ${site_id}`));
      }
      const game = gameSessions.findGame(gp_id, game_type, game_code);
      if (!game || !game.active || !game.provider_active)
        return fail(GameCode.gameNotFound, `Game ${gp_id}/${game_type}/${game_code} is not available`);
      if (!isDemoProvider(gp_id) || !game.demo)
        return fail(GameCode.demoNotOffered, `No demo play for ${gp_id}/${game_code}`);
      const interval = maintenance.current(gp_id, site_id);
      if (interval)
        return {
          code: GameCode.maintenance,
          message: `${gp_id} is in maintenance`,
          data: { maintain_interval: interval },
        };

      const token = gameSessions.launchDemo({
        game,
        lobbyUrl: lobby_url,
        lang: pageLanguage(langHeader(request.headers)),
        currency: currencyCode,
      });
      return ok({ game_url: gameUrl(token) });
    },
  );
};
