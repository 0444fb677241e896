// Locale and currency: agent-domain check that forces a currency, visitor country.
// One file per endpoint in this folder; register each here.
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { AgentDomains } from '../../services/agents/index.js';
import { checkAgentDomainRoute } from './check-agent-domain.js';
import { visitorCountryRoute } from './visitor-country.js';
import { named } from '../../http/plugin-name.js';

export interface LocaleRouteOptions extends RouteOptions {
  agentDomains: AgentDomains;
}
export type LocaleRoutePlugin = RoutePlugin<LocaleRouteOptions>;

export const localeRoutes: RoutePlugin = async (api, options) => {
  const withLocale: LocaleRouteOptions = { ...options, agentDomains: options.services.agentDomains };
  await api.register(named(checkAgentDomainRoute), withLocale);
  await api.register(named(visitorCountryRoute), withLocale);
};
