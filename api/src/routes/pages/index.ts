// Content pages the shell renders itself: help (faq) pages, app download, sponsors.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { helpDetailRoute } from './help-detail.js';
import { helpListRoute } from './help-list.js';
import { named } from '../../http/plugin-name.js';

export const pagesRoutes: RoutePlugin = async (api, options) => {
  const { helpPages } = options.services;
  await api.register(named(helpListRoute(helpPages), 'helpListRoute'), options);
  await api.register(named(helpDetailRoute(helpPages), 'helpDetailRoute'), options);
};
