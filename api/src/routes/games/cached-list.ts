// The public game lists from the read cache (services/sites/read-cache.ts, topic 'games'). A guest's
// answer depends only on the route, site, device, `lang` header and the route's own fields (the
// currency and template change nothing), so those make the key. A member's answer carries its
// own member_favorite flags: built for each request, never cached, never given an ETag.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../http/cached-reply.js';
import type { Viewer } from '../../services/games/index.js';
import { viewerOf, type GamesRouteOptions } from './schemas.js';

export function sendGameList(
  request: FastifyRequest,
  reply: FastifyReply,
  options: GamesRouteOptions,
  shape: { route: string; supportDevice: number; fields: readonly (string | number)[] },
  build: (viewer: Viewer) => unknown,
) {
  const viewer = viewerOf(request, options, shape.supportDevice);
  if (viewer.memberId !== null) {
    reply.header('cache-control', 'private, no-store').header('vary', 'lang, authorization');
    return build(viewer);
  }
  const key = JSON.stringify([shape.route, shape.supportDevice, viewer.lang, ...shape.fields]);
  return sendCached(
    request,
    reply,
    options.services.readCache.answer('games', key, () => build(viewer)),
    'lang, authorization',
  );
}
