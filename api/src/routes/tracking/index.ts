// Ad tracking: /api/fb_tracking.
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';
import { fbTrackingRoute } from './fb-tracking.js';

export const trackingRoutes: FastifyPluginAsync<RouteOptions> = async (api, options) => {
  await api.register(fbTrackingRoute, options);
};
