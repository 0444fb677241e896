// Who may call an operator route (docs/operators.md): the console's session cookie, at the
// 'active' stage, of an operator holding the route's permission; for a call that changes
// something, the session's CSRF token in `x-csrf-token` too; for a call about one site, a site
// the operator may see. 401 without a live session, 403 for everything else refused.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';
import type { Services } from '../../services/index.js';
import type { AuditActor, Operator, OperatorPermission } from '../../services/operators/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by operatorGuard. */
    operator: (Operator & { session_id: string; csrf_token: string }) | null;
  }
}

export const OPERATOR_COOKIE = 'croupier_operator';
/** Only the operator routes ever see the cookie; the member site's pages never send it. */
export const OPERATOR_COOKIE_PATH = '/api/operator';
export const cookieOptions = (expiresAt: number) => ({
  path: OPERATOR_COOKIE_PATH,
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
  expires: new Date(expiresAt),
});

/** The operation's security requirement in the OpenAPI document (scheme `operatorSession`, http/openapi.ts). */
export const OPERATOR_SECURITY = [{ operatorSession: [] }];

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface GuardOptions {
  /** The site the call is about, read from its params, query or body once they are validated. */
  site?: (request: FastifyRequest) => string | undefined;
}

/**
 * The hooks of an operator route, spread into its options: on request (before any body is read)
 * the session, CSRF token and permission; once params, query and body are validated, the site.
 * `null` asks only for a signed-in operator.
 */
export function operatorGuard(
  services: Pick<Services, 'operatorSessions' | 'operators'>,
  permission: OperatorPermission | null,
  options: GuardOptions = {},
) {
  async function operatorGuardHook(request: FastifyRequest, reply: FastifyReply) {
    const session = services.operatorSessions.find(request.cookies[OPERATOR_COOKIE], 'active');
    const operator = session && services.operators.byId(session.operator_id);
    if (!session || !operator) return reply.code(401).send(fail(ApiCode.unauthorized, 'sign in to the console'));
    if (!SAFE_METHODS.has(request.method) && request.headers['x-csrf-token'] !== session.csrf_token)
      return reply.code(403).send(fail(ApiCode.forbidden, 'the x-csrf-token header is missing or wrong'));
    if (permission && !operator.permissions.includes(permission))
      return reply.code(403).send(fail(ApiCode.forbidden, `your roles do not allow ${permission}`));
    request.operator = { ...operator, session_id: session.id, csrf_token: session.csrf_token };
  }
  async function operatorSiteHook(request: FastifyRequest, reply: FastifyReply) {
    const site = options.site?.(request);
    if (site !== undefined && !services.operators.seesSite(operatorOf(request), site))
      return reply.code(403).send(fail(ApiCode.forbidden, `site '${site.slice(0, 32)}' is not one of yours`));
  }
  // The permission travels with the hook: a test reads it off every operator route (every-route.test.ts).
  return {
    onRequest: Object.assign(operatorGuardHook, { permission }),
    ...(options.site ? { preHandler: operatorSiteHook } : {}),
  };
}

/** The operator set by operatorGuard (a route without it is a programming error). */
export function operatorOf(request: FastifyRequest) {
  if (!request.operator) throw new Error('route is missing the operatorGuard hook');
  return request.operator;
}

/** Who the audit log names for this request. */
export function actorOf(request: FastifyRequest): AuditActor {
  const operator = operatorOf(request);
  return { operator_id: operator.id, operator_account: operator.account, address: request.ip };
}

/** The sites an operator may see, as the lists filter them. */
export const scopeOf = (operator: Pick<Operator, 'all_sites' | 'site_ids'>): string[] | 'all' =>
  operator.all_sites ? 'all' : operator.site_ids;

/** The site named in params, query or body (`site_id`), for GuardOptions.site. */
export const siteParam = (request: FastifyRequest): string | undefined => {
  for (const part of [request.params, request.body, request.query]) {
    const value = (part as { site_id?: unknown } | undefined)?.site_id;
    if (typeof value === 'string') return value;
  }
  return undefined;
};
