// GET /api/provider/slot?token=… — the game page of a session (HTML): the game's name, the
// balance it plays with, bet, Spin, reels, last win, "Back to lobby" (the session's lobby_url).
// An unknown token: 404 page; an ended session: 410 with the page in its ended state.
import type { FastifyPluginAsync } from 'fastify';
import { newNonce, pageHeaders, renderNoticePage, renderSlotPage } from '../../services/provider-pages.js';
import { sessionToken, type ProviderRouteOptions } from './schemas.js';

const querystring = { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } as const;
const TOKEN = new RegExp(sessionToken.pattern);

export const slotPageRoute: FastifyPluginAsync<ProviderRouteOptions> = async (app, { gameSessions }) => {
  app.get<{ Querystring: { token?: string } }>('/provider/slot', { schema: { querystring } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const view = TOKEN.test(token) ? gameSessions.view(token) : null;
    const nonce = newNonce();
    if (!view) return reply.code(404).headers(pageHeaders(nonce)).send(renderNoticePage('en_US', 'not_found', nonce));
    return reply
      .code(view.ended ? 410 : 200)
      .headers(pageHeaders(nonce))
      .send(renderSlotPage(view, token, nonce));
  });
};
