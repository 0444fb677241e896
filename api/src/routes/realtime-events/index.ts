// Changes that publish public-channel events (customer service link, banners, model lists, clean cache) (issue 3).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const realtimeEventsRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
