// POST /api/auth/providers { site_id } -> { list: AuthProvider[] }: the third-party sign-in
// providers the brand offers (table auth_providers). The development provider is listed only
// while the api runs with CROUPIER_DEV_OAUTH=1.
import Type from 'typebox';
import { AuthProvidersPayloadSchema } from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { ok } from '../../http/respond.js';
import { shapeOf } from '../../http/route-schema.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

const Body = shapeOf<typeof AuthProvidersPayloadSchema>()(Type.Object({ site_id: Type.String() }));

export const providersRoute: AuthRoutePlugin = async (app, { auth }) => {
  app.post('/auth/providers', { schema: { body: Body }, validatorCompiler: exactValidator }, async (request, reply) => {
    const body = checkBody(AuthProvidersPayloadSchema, request.body);
    if (!body.ok) return badRequest(reply, body.malformed ? body.message : 'site_id is required');
    return ok({ list: auth.thirdParty.providers(body.value.site_id) });
  });
};
