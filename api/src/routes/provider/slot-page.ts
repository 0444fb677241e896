// GET /api/provider/slot?token=… — the game page of a session (HTML): the game's name, the
// balance it plays with, bet, Spin, reels, last win, "Back to lobby" (the session's lobby_url).
// An unknown token: 404 page; an ended session: 410 with the page in its ended state.
import Type from 'typebox';
import { newNonce, pageHeaders, renderNoticePage, renderSlotPage } from '../../services/games/index.js';
import { SESSION_TOKEN, type ProviderRoutePlugin } from './schemas.js';

const Query = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

export const slotPageRoute: ProviderRoutePlugin = async (app, { gameSessions }) => {
  app.get('/provider/slot', { schema: { querystring: Query } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const view = SESSION_TOKEN.test(token) ? gameSessions.view(token) : null;
    const nonce = newNonce();
    if (!view)
      return reply
        .code(404)
        .headers(pageHeaders(nonce))
        .send(renderNoticePage('en_US', 'not_found', nonce));
    return reply
      .code(view.ended ? 410 : 200)
      .headers(pageHeaders(nonce))
      .send(renderSlotPage(view, token, nonce));
  });
};
