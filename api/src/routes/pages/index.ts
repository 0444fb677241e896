// Content pages the shell renders itself: help (faq) pages, app download, sponsors (issue 3).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const pagesRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
