// Sends a cached answer (services/sites/read-cache.ts) with its ETag: an If-None-Match naming it gets a
// 304 without a body. `no-cache` lets a client keep the answer but makes it ask again each time
// (answers are POSTs: the games remote's fetch layer sends If-None-Match itself). `Vary` names
// every header the answer depends on; member answers are never cached (see the routes).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../services/sites/index.js';

export const CACHED_CACHE_CONTROL = 'no-cache';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 §13.1.2): a proxy that compressed the answer may have weakened it.
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** `vary`: the request headers the answer depends on, besides its body (@fastify/compress adds accept-encoding). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer, vary?: string) {
  reply.header('etag', cached.etag).header('cache-control', CACHED_CACHE_CONTROL);
  if (vary) reply.header('vary', vary);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
