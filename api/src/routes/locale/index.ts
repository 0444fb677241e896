// Locale and currency: agent-domain check that forces a currency, visitor country (issue 3).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const localeRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
