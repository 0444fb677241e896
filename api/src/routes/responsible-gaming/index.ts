// Responsible gaming's settings: the member centre page's state, limits, session limit,
// reality check, exclusion and history. (Enforcement lives with the deposit, play1 and login; an
// operator's compliance desk is routes/operator/compliance.ts.) One file per endpoint in this
// folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { rgCancelRoute } from './cancel.js';
import { rgExclusionRoute } from './exclusion.js';
import { rgHistoryRoute } from './history.js';
import { rgLimitRoute } from './limit.js';
import { rgRealityCheckRoute } from './reality-check.js';
import { rgSessionLimitRoute } from './session-limit.js';
import { rgStateRoute } from './state.js';
import { named } from '../../http/plugin-name.js';

export const responsibleGamingRoutes: RoutePlugin = async (api, options) => {
  await api.register(named(rgStateRoute), options);
  await api.register(named(rgLimitRoute), options);
  await api.register(named(rgSessionLimitRoute), options);
  await api.register(named(rgCancelRoute), options);
  await api.register(named(rgRealityCheckRoute), options);
  await api.register(named(rgExclusionRoute), options);
  await api.register(named(rgHistoryRoute), options);
};
