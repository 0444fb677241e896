// Content pages the shell renders itself: help (faq) pages, app download, sponsors.
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';
import { createHelpPages } from '../../services/help-pages.js';
import { helpDetailRoute } from './help-detail.js';
import { helpListRoute } from './help-list.js';

export const pagesRoutes: FastifyPluginAsync<RouteOptions> = async (api, options) => {
  const helpPages = createHelpPages(options.services.db);
  await api.register(helpListRoute(helpPages), options);
  await api.register(helpDetailRoute(helpPages), options);
};
