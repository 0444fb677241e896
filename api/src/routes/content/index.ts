// Site content the shell shows: logos, footer, float and mobile-footer lists, model settings/sponsor/login lists, template config.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { createContent } from '../../services/content.js';
import { assetsRoute } from './assets.js';
import { devSiteSettingsRoute } from './dev-site-settings.js';
import { floatRoute } from './float.js';
import { footerRoute } from './footer.js';
import { logoRoute } from './logo.js';
import { mobileFooterRoute } from './mobile-footer.js';
import { modelLoginRoute } from './model-login.js';
import { modelSettingRoute } from './model-setting.js';
import { modelSponsorRoute } from './model-sponsor.js';
import { templateConfigRoute } from './template-config.js';

export const contentRoutes: RoutePlugin = async (api, options) => {
  const withContent = { ...options, content: createContent(options.services.db) };
  await api.register(logoRoute, withContent);
  await api.register(footerRoute, withContent);
  await api.register(floatRoute, withContent);
  await api.register(mobileFooterRoute, withContent);
  await api.register(modelSettingRoute, withContent);
  await api.register(modelSponsorRoute, withContent);
  await api.register(modelLoginRoute, withContent);
  await api.register(templateConfigRoute, withContent);
  await api.register(assetsRoute, withContent);
  // Development only: lets a developer or an e2e test switch a site's template or DESKTOP_LOCK.
  if (options.config.devRoutes) await api.register(devSiteSettingsRoute, withContent);
};
