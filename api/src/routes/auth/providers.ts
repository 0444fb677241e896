// POST /api/auth/providers { site_id } -> { list: AuthProvider[] }: the third-party sign-in
// providers the brand offers (table auth_providers). The development provider is listed only
// while the api runs with CROUPIER_DEV_OAUTH=1.
import type { FastifyPluginAsync } from 'fastify';
import { AuthProvidersPayloadSchema } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import type { AuthRouteOptions } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

export const providersRoute: FastifyPluginAsync<AuthRouteOptions> = async (app, { auth }) => {
  app.post('/auth/providers', async (request, reply) => {
    const body = checkBody(AuthProvidersPayloadSchema, request.body);
    if (!body.ok) return badRequest(reply, body.malformed ? body.message : 'site_id is required');
    return ok({ list: auth.thirdParty.providers(body.value.site_id) });
  });
};
