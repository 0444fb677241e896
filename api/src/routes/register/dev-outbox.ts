// GET /api/dev/outbox?to=&purpose= — development only (CROUPIER_DEV_OUTBOX=1): the SMS and
// email codes the api has "sent", newest first, so a developer or the e2e suite can read them.
import Type from 'typebox';
import { ok } from '../../http/respond.js';
import type { RoutePlugin } from '../../http/route-schema.js';

const Query = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  purpose: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

export const devOutboxRoute: RoutePlugin = async (app, { services }) => {
  app.get('/dev/outbox', { schema: { querystring: Query } }, async (request) =>
    ok({ messages: services.outbox.list(request.query) }),
  );
};
