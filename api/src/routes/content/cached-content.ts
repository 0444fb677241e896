// The site's content lists from the read cache (services/sites/read-cache.ts, topic 'content'): the same
// answer for everyone asking with the same fields, so the route and those fields make the key
// (and the language, when the answer follows the `lang` header: then `vary` names it).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../http/cached-reply.js';
import type { RouteOptions } from '../../http/route-options.js';

export function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  { services }: RouteOptions,
  key: readonly (string | number | null)[],
  build: () => unknown,
  vary?: string,
) {
  return sendCached(request, reply, services.readCache.answer('content', JSON.stringify(key), build), vary);
}
