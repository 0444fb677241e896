// POST /api/logout -> old style. Revokes the session of the `authorization` header;
// succeeds without one too, so a client that already lost its session can still log out.
import type { FastifyPluginAsync } from 'fastify';
import { readToken } from '../http/auth.js';
import { oldOk } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';

export const logoutRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post('/logout', async (request) => {
    const token = readToken(request);
    if (token) services.sessions.revoke(token);
    return oldOk({});
  });
};
