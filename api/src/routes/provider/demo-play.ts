// POST /api/demo/play { site_id, currency, device, gp_id, game_type, game_code, house, lobby_url? }
// (no login) -> data.game_url of a demo session: the same game page on fun money (2000.00,
// scaled for small currency units), no wallet touched. Only demo providers (DEMO_PROVIDERS) and
// their games flagged demo: 403 otherwise; 404 unknown or switched-off game or site; 203 maintenance.
import type { FastifyPluginAsync } from 'fastify';
import { isDemoProvider, parseCurrencyList, type NewStyleResponse, type PlayResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { GameCode } from '../../services/game-wallet-codes.js';
import { pageLanguage } from '../../provider-pages/strings.js';
import { currency, device, gameCode, gameType, gameUrl, gpId, isLobbyUrl, langHeader, lobbyUrl, siteId, type ProviderRouteOptions } from './schemas.js';

/** Where a demo's "Back to lobby" goes when the caller names no lobby: the shell's /close page. */
export const DEMO_LOBBY_URL = '/close';

const body = {
  type: 'object',
  required: ['site_id', 'currency', 'device', 'gp_id', 'game_type', 'game_code', 'house'],
  properties: {
    site_id: siteId,
    currency,
    device,
    gp_id: gpId,
    game_type: gameType,
    game_code: gameCode,
    house: { type: 'integer', minimum: 0, maximum: 999 },
    lobby_url: lobbyUrl,
  },
} as const;

interface Body {
  site_id: string;
  currency: string;
  device: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
  lobby_url?: string;
}

export const demoPlayRoute: FastifyPluginAsync<ProviderRouteOptions> = async (app, { config, services, gameSessions, maintenance }) => {
  app.post<{ Body: Body }>(
    '/demo/play',
    { schema: { body }, config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply): Promise<NewStyleResponse<PlayResponse | null>> => {
      const { site_id, gp_id, game_type, game_code, lobby_url = DEMO_LOBBY_URL } = request.body;
      const currencyCode = request.body.currency.toUpperCase();
      if (!isLobbyUrl(lobby_url)) return reply.code(400).send(fail(ApiCode.invalidRequest, 'lobby_url must be a path or an http(s) URL'));
      const site = services.sites.detail(site_id);
      if (!site) return fail(ApiCode.notFound, `Site ${site_id} not found`);
      if (!parseCurrencyList(site.settings.CURRENCY).includes(currencyCode)) {
        return reply.code(400).send(fail(ApiCode.invalidRequest, `currency ${currencyCode} is not offered by site ${site_id}`));
      }
      const game = gameSessions.findGame(gp_id, game_type, game_code);
      if (!game || !game.active || !game.provider_active) return fail(GameCode.gameNotFound, `Game ${gp_id}/${game_type}/${game_code} is not available`);
      if (!isDemoProvider(gp_id) || !game.demo) return fail(GameCode.demoNotOffered, `No demo play for ${gp_id}/${game_code}`);
      const interval = maintenance.current(gp_id, site_id);
      if (interval) return { code: GameCode.maintenance, message: `${gp_id} is in maintenance`, data: { maintain_interval: interval } };

      const token = gameSessions.launchDemo({ game, lobbyUrl: lobby_url, lang: pageLanguage(langHeader(request.headers)), currency: currencyCode });
      return ok({ game_url: gameUrl(token) });
    },
  );
};
