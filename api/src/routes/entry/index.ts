// Entry links and demo mode: encrypted entry (/get_info_data), the demo login, and the dev entry link.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { demoLoginRoute } from './demo-login.js';
import { devEntryEncRoute } from './dev-entry-enc.js';
import { getInfoDataRoute } from './get-info-data.js';
import { named } from '../../http/plugin-name.js';

export const entryRoutes: RoutePlugin = async (api, options) => {
  await api.register(named(getInfoDataRoute), options);
  await api.register(named(demoLoginRoute), options);
  if (options.config.devRoutes) await api.register(named(devEntryEncRoute), options);
};
