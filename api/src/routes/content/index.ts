// Site content the shell shows: logos, footer, float and mobile-footer lists, model settings/sponsor/login lists, template config.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { assetsRoute } from './assets.js';
import { floatRoute } from './float.js';
import { footerRoute } from './footer.js';
import { logoRoute } from './logo.js';
import { mobileFooterRoute } from './mobile-footer.js';
import { modelLoginRoute } from './model-login.js';
import { modelSettingRoute } from './model-setting.js';
import { modelSponsorRoute } from './model-sponsor.js';
import { templateConfigRoute } from './template-config.js';
import { named } from '../../http/plugin-name.js';

export const contentRoutes: RoutePlugin = async (api, options) => {
  const withContent = { ...options, content: options.services.content };
  await api.register(named(logoRoute), withContent);
  await api.register(named(footerRoute), withContent);
  await api.register(named(floatRoute), withContent);
  await api.register(named(mobileFooterRoute), withContent);
  await api.register(named(modelSettingRoute), withContent);
  await api.register(named(modelSponsorRoute), withContent);
  await api.register(named(modelLoginRoute), withContent);
  await api.register(named(templateConfigRoute), withContent);
  await api.register(named(assetsRoute), withContent);
};
