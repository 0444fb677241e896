// The operators' api, used by the console (console/; docs/operators.md): its own accounts and
// session cookie, a permission per route (guard.ts), and an audit entry for every change.
// One file per area in this folder; register each here.
import cookie from '@fastify/cookie';
import type { RoutePlugin } from '../../http/route-schema.js';
import { named } from '../../http/plugin-name.js';
import { operatorAgentsRoutes } from './agents.js';
import { operatorAuditRoute } from './audit.js';
import { operatorAuthRoutes } from './auth.js';
import { operatorCarouselRoutes } from './carousel.js';
import { operatorComplianceRoutes } from './compliance.js';
import { operatorContentRoutes } from './content.js';
import { operatorGamesRoutes } from './games.js';
import { operatorCashierRoutes } from './cashier.js';
import { operatorMembersRoutes } from './members.js';
import { operatorModelsRoutes } from './models.js';
import { operatorAccountsRoutes } from './operators.js';
import { operatorPromotionsRoutes } from './promotions.js';
import { operatorReleasesRoutes } from './releases.js';
import { operatorSiteSettingsRoutes } from './site-settings.js';
import { operatorSitesRoutes } from './sites.js';

export const operatorRoutes: RoutePlugin = async (api, options) => {
  await api.register(cookie);
  api.decorateRequest('operator', null);
  await api.register(named(operatorAuthRoutes), options);
  await api.register(named(operatorAccountsRoutes), options);
  await api.register(named(operatorSitesRoutes), options);
  await api.register(named(operatorSiteSettingsRoutes), options);
  await api.register(named(operatorContentRoutes), options);
  await api.register(named(operatorCarouselRoutes), options);
  await api.register(named(operatorModelsRoutes), options);
  await api.register(named(operatorPromotionsRoutes), options);
  await api.register(named(operatorAuditRoute), options);
  await api.register(named(operatorAgentsRoutes), options);
  await api.register(named(operatorComplianceRoutes), options);
  await api.register(named(operatorGamesRoutes), options);
  await api.register(named(operatorCashierRoutes), options);
  await api.register(named(operatorMembersRoutes), options);
  await api.register(named(operatorReleasesRoutes), options);
};
