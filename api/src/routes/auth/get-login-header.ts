// GET /api/get_login_header (spec 01 §7, a "local" call of the site's own server): the headers the
// client sends with POST /login. Here:
//   x-client-ip  the client's address as the api sees it (through trusted proxies, TRUST_PROXY);
//                the client also puts it in the login payload's remote_addr.
//   x-device-id  a fingerprint of the browser (SHA-256 of user agent + accept-language, 32 hex),
//                recorded with the attempt beside the client's own udid.
// Both are reports for the audit trail: the api never decides anything on them.
import type { LoginHeaders } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { sha256 } from '../../lib/tokens.js';
import type { AuthRoutePlugin } from './auth-services.js';

export const getLoginHeaderRoute: AuthRoutePlugin = async (app) => {
  app.get('/get_login_header', async (request, reply) => {
    const ua = request.headers['user-agent'] ?? '';
    const lang = request.headers['accept-language'] ?? '';
    const headers: LoginHeaders = {
      'x-client-ip': request.ip,
      'x-device-id': sha256(`${ua}\n${lang}`).slice(0, 32),
    };
    // Per client and per request: never from a cache.
    reply.header('cache-control', 'no-store');
    return ok(headers);
  });
};
