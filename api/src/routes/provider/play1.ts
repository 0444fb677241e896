// POST /api/member/game/play1 { gp_id, game_type, game_code, lobby_url, device, extra? } (member)
// -> data.game_url. Moves the whole main balance into the provider wallet, opens the game
// session, sets is_playing and last played, in one transaction; then member.cash (main after).
// 404 unknown or switched-off game, 203 provider maintenance (data.maintain_interval). With
// transfers switched off (wallet_status 0) the game opens without moving money and the member
// hears forward_game.status 957. Responsible gaming, before any money moves:
// ResponsibleGamingCode.lossLimit {period} once a loss limit in force is reached, sessionLimit
// {limit_minutes} once this login session has run longer than the session limit in force.
import Type from 'typebox';
import {
  FORWARD_GAME_TRANSFERS_DISABLED,
  RealtimeEvent,
  type NewStyleResponse,
  type PlayRequest,
  type PlayResponse,
  type RgLossLimitRefusal,
  type RgSessionLimitRefusal,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { GameCode } from '../../services/games/index.js';
import { lossLimitAnswer, sessionLimitAnswer } from '../../services/responsible-gaming/index.js';
import { pageLanguage } from '../../provider-pages/strings.js';
import {
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

const Body = satisfiesWire<PlayRequest>()(
  Type.Object({
    gp_id: GpId,
    game_type: GameType,
    game_code: GameCodeText,
    lobby_url: LobbyUrl,
    device: Device,
    extra: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]), {
        maxProperties: 20,
      }),
    ),
  }),
);

export const play1Route: ProviderRoutePlugin = async (app, { config, services, wallet, gameSessions, maintenance }) => {
  app.post(
    '/member/game/play1',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (
      request,
      reply,
    ): Promise<NewStyleResponse<PlayResponse | RgLossLimitRefusal | RgSessionLimitRefusal | null>> => {
      const member = memberOf(request);
      const { gp_id, game_type, game_code, lobby_url } = request.body;
      if (!isLobbyUrl(lobby_url, config)) return reply.code(400).send(fail(ApiCode.invalidRequest, LOBBY_URL_REFUSED));

      const game = gameSessions.findGame(gp_id, game_type, game_code);
      if (!game || !game.active || !game.provider_active) {
        return fail(GameCode.gameNotFound, `Game ${gp_id}/${game_type}/${game_code} is not available`);
      }
      const lossPeriod = services.rgEnforcement.lossLimitReached(member.id);
      if (lossPeriod) return lossLimitAnswer(lossPeriod);
      const sessionLimit = services.rgEnforcement.sessionLimitPassed(member.id, readToken(request) ?? '');
      if (sessionLimit !== null) return sessionLimitAnswer(sessionLimit);
      const interval = maintenance.current(gp_id, member.site_id);
      if (interval)
        return {
          code: GameCode.maintenance,
          message: `${gp_id} is in maintenance`,
          data: { maintain_interval: interval },
        };

      const moveMoney = member.wallet_status !== 0;
      const { token } = gameSessions.launch({
        member,
        game,
        lobbyUrl: lobby_url,
        lang: pageLanguage(langHeader(request.headers)),
        moveMoney,
      });
      if (moveMoney) {
        await wallet.announceCash(member.id);
      } else {
        await wallet.announce(member.id, RealtimeEvent.forwardGameStatus, { code: FORWARD_GAME_TRANSFERS_DISABLED });
      }
      return ok({ game_url: gameUrl(token) });
    },
  );
};
