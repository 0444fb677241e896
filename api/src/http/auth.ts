// The member behind the `authorization` header. Routes that need one answer HTTP 401
// without it: the client aborts its background calls and logs out on 401. A session an exclusion
// ended answers 401 with the exclusion's refusal (604/605 with kind and until), not `unauthorized`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRow } from '../services/members/index.js';
import type { Sessions } from '../services/auth/index.js';
import { ApiCode } from './api-codes.js';
import { fail } from './respond.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember. */
    member: MemberRow | null;
  }
}

/** The raw token; a `Bearer ` prefix is tolerated. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The preHandler of member routes; its name lets a test find every route that takes a session. */
export function requireMember(sessions: Sessions) {
  return async function requireMemberHook(request: FastifyRequest, reply: FastifyReply) {
    const token = readToken(request);
    const member = token ? sessions.memberFor(token) : undefined;
    if (!member)
      return reply.code(401).send((token && sessions.refusalOf(token)) || fail(ApiCode.unauthorized, 'Unauthorized'));
    request.member = member;
  };
}

/** The member set by requireMember (a route without that hook is a programming error). */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new Error('route is missing the requireMember hook');
  return request.member;
}
