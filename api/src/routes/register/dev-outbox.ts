// GET /api/dev/outbox?to=&purpose= — development only (CROUPIER_DEV_OUTBOX=1): the SMS and
// email codes the api has "sent", newest first, so a developer or the e2e suite can read them.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';

const querystring = {
  type: 'object',
  properties: {
    to: { type: 'string', minLength: 1, maxLength: 254 },
    purpose: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

export const devOutboxRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get<{ Querystring: { to?: string; purpose?: string } }>(
    '/dev/outbox',
    { schema: { querystring } },
    async (request) => ok({ messages: services.outbox.list(request.query) }),
  );
};
