// Who may call the release routes: `Authorization: Bearer <token>` with a token of
// CROUPIER_RELEASE_TOKENS (config.ts), checked on request, before any body is read. 401 without a
// valid token. A call on one remote (a `module` param) answers 400 when it is no remote of the
// manifest and, when the call changes something, 403 when the token's team does not own it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';
import type { Services } from '../../services/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The team of the release token, set by requireReleaseToken. */
    releaseTeam: string | null;
  }
}

/** The operation's security requirement in the OpenAPI document (scheme `releaseToken`, http/openapi.ts). */
export const RELEASE_SECURITY = [{ releaseToken: [] }];

const BEARER = /^Bearer +(\S{1,200})$/i;

/**
 * The onRequest hook of the release routes.
 * @param need `read`: any team's token; `own`: the token of a team that owns the route's module.
 */
export function requireReleaseToken(services: Pick<Services, 'releaseTokens' | 'releases'>, need: 'read' | 'own') {
  return async function requireReleaseTokenHook(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const bearer = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
    const team = bearer ? services.releaseTokens.teamFor(bearer[1]!) : null;
    if (!team) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="croupier releases"')
        .send(
          fail(
            ApiCode.unauthorized,
            bearer ? 'unknown release token' : 'a release token is required: Authorization: Bearer <token>',
          ),
        );
    }
    const { module } = request.params as { module?: unknown };
    if (typeof module === 'string') {
      if (!services.releases.isReleased(module))
        return reply
          .code(400)
          .send(fail(ApiCode.invalidRequest, `'${module.slice(0, 64)}' is no remote of the manifest`));
      if (need === 'own' && !services.releaseTokens.owns(team, module))
        return reply.code(403).send(fail(ApiCode.forbidden, `team '${team}' does not own ${module}`));
    }
    request.releaseTeam = team;
  };
}

/** The team set by requireReleaseToken (a route without that hook is a programming error). */
export function releaseTeamOf(request: FastifyRequest): string {
  if (!request.releaseTeam) throw new Error('route is missing the requireReleaseToken hook');
  return request.releaseTeam;
}
