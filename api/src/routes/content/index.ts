// Site content the shell shows: logos, footer, float and mobile-footer lists, model settings/sponsor/login lists, template config (issue 3).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const contentRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
