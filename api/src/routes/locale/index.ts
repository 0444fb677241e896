// Locale and currency: agent-domain check that forces a currency, visitor country.
// One file per endpoint in this folder; register each here.
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import { createAgentDomains, type AgentDomains } from '../../services/agent-domains.js';
import { checkAgentDomainRoute } from './check-agent-domain.js';
import { visitorCountryRoute } from './visitor-country.js';

export interface LocaleRouteOptions extends RouteOptions {
  agentDomains: AgentDomains;
}
export type LocaleRoutePlugin = RoutePlugin<LocaleRouteOptions>;

export const localeRoutes: RoutePlugin = async (api, options) => {
  const withLocale: LocaleRouteOptions = { ...options, agentDomains: createAgentDomains(options.services.db) };
  await api.register(checkAgentDomainRoute, withLocale);
  await api.register(visitorCountryRoute, withLocale);
};
