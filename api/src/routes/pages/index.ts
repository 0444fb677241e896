// Content pages the shell renders itself: help (faq) pages, app download, sponsors.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { createHelpPages } from '../../services/help-pages.js';
import { helpDetailRoute } from './help-detail.js';
import { helpListRoute } from './help-list.js';

export const pagesRoutes: RoutePlugin = async (api, options) => {
  const helpPages = createHelpPages(options.services.db);
  await api.register(helpListRoute(helpPages), options);
  await api.register(helpDetailRoute(helpPages), options);
};
