// Entry links and tracking: encrypted entry (/get_info_data), ad tracking (/fb_tracking), visitor country (issue 3).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const entryRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
