// Ad tracking: /api/fb_tracking (issue 3).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const trackingRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
