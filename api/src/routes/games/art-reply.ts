// How the generated art is sent: SVG that cannot run script or load anything if opened directly
// (like GET /api/assets), cached by browsers and proxies for a week, revalidated by ETag (the
// picture changes only when a name does).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';

export const ART_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export function sendSvg(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', ART_CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

export const artNotFound = (reply: FastifyReply, what: string) => reply.code(404).send(fail(ApiCode.notFound, `${what} not found`));
