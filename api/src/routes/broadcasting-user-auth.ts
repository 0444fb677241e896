// POST /broadcasting/user-auth (not under /api): signs pusher-js's sign-in (pusher:signin) with
// the session's public id as the user id. The realtime server then knows which sockets belong to
// which session, and the api ends them (terminate_connections) when the session is revoked.
import Type from 'typebox';
import { sessionIdOf, USER_AUTH_PATH } from '@croupier/shared/contracts';
import { readToken, requireMember } from '../http/auth.js';
import type { RoutePlugin } from '../http/route-schema.js';

const Body = Type.Object({
  socket_id: Type.String({ pattern: '^\\d+\\.\\d+$', maxLength: 64 }),
});

export const broadcastingUserAuthRoute: RoutePlugin = async (app, { services }) => {
  app.post(USER_AUTH_PATH, { schema: { body: Body }, preHandler: requireMember(services.sessions) }, async (request) =>
    // requireMember found a live session for this token, so it is there.
    services.pusher.authenticateUser(request.body.socket_id, { id: sessionIdOf(readToken(request) ?? '') }),
  );
};
