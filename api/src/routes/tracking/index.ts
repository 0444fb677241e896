// Ad tracking: /api/fb_tracking.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { fbTrackingRoute } from './fb-tracking.js';
import { named } from '../../http/plugin-name.js';

export const trackingRoutes: RoutePlugin = async (api, options) => {
  await api.register(named(fbTrackingRoute), options);
};
