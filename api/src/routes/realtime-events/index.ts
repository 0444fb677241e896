// Changes that publish realtime events (customer service link, model lists).
// In production these are actions of the operator's back office; here they are development
// routes (CROUPIER_DEV_ROUTES=1) that change the data and publish through the pusher SDK.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { devCustomerServiceRoute } from './dev-customer-service.js';
import { devModelSettingRoute } from './dev-model-setting.js';
import { named } from '../../http/plugin-name.js';

export const realtimeEventsRoutes: RoutePlugin = async (api, options) => {
  if (!options.config.devRoutes) return;
  await api.register(named(devCustomerServiceRoute), options);
  await api.register(named(devModelSettingRoute), options);
};
