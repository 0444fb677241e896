// POST /api/logout -> old style. Revokes the session of the `authorization` header;
// succeeds without one too, so a client that already lost its session can still log out.
import type { RoutePlugin } from '../http/route-schema.js';
import { readToken } from '../http/auth.js';
import { oldOk } from '../http/respond.js';

export const logoutRoute: RoutePlugin = async (app, { services }) => {
  app.post('/logout', async (request) => {
    const token = readToken(request);
    if (token) services.sessions.revoke(token);
    return oldOk({});
  });
};
