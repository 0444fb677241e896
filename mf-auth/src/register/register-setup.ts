// Everything the register form is built from, loaded when the register tab is first shown:
// the settings of every currency, the background, the introducer (agent-domain agent, or the
// link's agent id and friend-recommend code once /register/valid_message accepts them, else what
// the agent/recommend cookie remembers) and the currency (register-currency.ts). One query that
// reads each endpoint through its own query options.
import {
  AGENT_DOMAIN_AGENT_ID_KEY,
  AGENT_DOMAIN_CURRENCY_KEY,
  DEFAULT_MOBILE_TEMPLATE,
  DESKTOP_TEMPLATE,
  parseCurrencyList,
  toMobileTemplate,
  useRemoteProps,
  type ApiClient,
  type RegisterBackground,
  type RegisterSetting,
  type RemoteStores,
  failureMessage,
  type Message,
} from '@croupier/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../query-keys.js';
import { linkValidQuery } from './api/check-valid-message.js';
import { agentCurrencyQuery } from './api/get-member-info.js';
import { registerBackgroundQuery } from './api/get-register-background.js';
import { registerSettingsQuery } from './api/get-register-settings.js';
import { readAgentRecommendCookie, writeAgentRecommendCookie, type AgentRecommend } from './agent-recommend-cookie.js';
import { resolveRegisterCurrency, type RegisterCurrency } from './register-currency.js';
import { readRegisterEntry, safeSessionStorage } from './register-entry.js';

/** Used when the site detail has no LINK_EXPIRE_TIME (minutes). */
const DEFAULT_LINK_EXPIRE_MINUTES = 60;

export interface RegisterSetup {
  settings: RegisterSetting[];
  siteCurrencies: string[];
  currency: RegisterCurrency;
  /** The introducing agent's member id: the agent-domain host's, or a valid link's. */
  agentId: string | null;
  /** A valid friend-recommend code from the link or the cookie. */
  recommendCode: string | null;
  /** Said above the form when the link's agent or code is refused. */
  linkNotice: Message | null;
  background: RegisterBackground | null;
}

/** The site offers none of the currencies the settings know. */
class NoRegisterCurrencyError extends Error {}

/** Why the setup could not be loaded: the server's words, else that the settings could not be had. */
export const setupFailureMessage = (err: unknown): Message =>
  err instanceof NoRegisterCurrencyError
    ? { key: 'signup.err_settings' }
    : failureMessage(err, { key: 'signup.err_settings' });

export async function loadRegisterSetup(
  api: ApiClient,
  queryClient: QueryClient,
  stores: RemoteStores,
): Promise<RegisterSetup> {
  const siteId = stores.site.getState().siteId;
  const detail = stores.site.getState().detail;
  const { isDesktop, language } = stores.ui.getState();
  const storage = safeSessionStorage();
  const entry = readRegisterEntry(window.location.search, storage);
  const remembered = readAgentRecommendCookie();
  const domainAgent = storage?.getItem(AGENT_DOMAIN_AGENT_ID_KEY) || null;
  const domainCurrency = storage?.getItem(AGENT_DOMAIN_CURRENCY_KEY) || null;
  const template = isDesktop
    ? DESKTOP_TEMPLATE
    : (toMobileTemplate(detail?.settings.MOBILE_TEMPLATE_NAME) ?? DEFAULT_MOBILE_TEMPLATE);

  const linkAgent = domainAgent ? null : (entry.id ?? null);
  const [settings, background, agentValid, codeValid] = await Promise.all([
    queryClient.fetchQuery(registerSettingsQuery(api, siteId)),
    queryClient.fetchQuery(registerBackgroundQuery(api, siteId, template)),
    linkAgent ? queryClient.fetchQuery(linkValidQuery(api, siteId, { agent_id: linkAgent })) : null,
    entry.invite ? queryClient.fetchQuery(linkValidQuery(api, siteId, { recommend_code: entry.invite })) : null,
  ]);

  // A link's values replace what the cookie remembers once the api accepts them.
  const fresh: AgentRecommend = {};
  if (linkAgent && agentValid) fresh.agent_id = linkAgent;
  if (entry.invite && codeValid) fresh.recommend_code = entry.invite;
  if (fresh.agent_id || fresh.recommend_code) {
    writeAgentRecommendCookie(
      { ...remembered, ...fresh },
      detail?.settings.LINK_EXPIRE_TIME ?? DEFAULT_LINK_EXPIRE_MINUTES,
    );
  }
  const refused = (linkAgent && agentValid === false) || (entry.invite && codeValid === false);
  const agentId = domainAgent ?? fresh.agent_id ?? (linkAgent ? null : (remembered.agent_id ?? null));
  const recommendCode = fresh.recommend_code ?? (entry.invite ? null : (remembered.recommend_code ?? null));
  // The agent-domain host's currency is forced: its agent's is not asked for.
  const agentCurrency =
    agentId && !domainAgent ? await queryClient.fetchQuery(agentCurrencyQuery(api, siteId, agentId)) : null;

  const fromSite = parseCurrencyList(detail?.settings.CURRENCY);
  const siteCurrencies = fromSite.length ? fromSite : [...new Set(settings.map((s) => s.currency))];
  const currency = resolveRegisterCurrency({
    siteCurrencies,
    defaultLanguage: (detail?.settings.LANGUAGE ?? '').split(',')[0]?.trim() || language,
    language,
    agentDomainCurrency: domainCurrency,
    urlCurrency: entry.currency ?? null,
    agentCurrency,
  });
  if (!currency) throw new NoRegisterCurrencyError();
  return {
    settings,
    siteCurrencies,
    currency,
    agentId,
    recommendCode,
    linkNotice: refused ? { key: 'signup.link_invalid' } : null,
    background,
  };
}

export const registerSetupQuery = (api: ApiClient, queryClient: QueryClient, stores: RemoteStores) =>
  queryOptions({
    queryKey: authKeys.registerSetup(stores.site.getState().siteId),
    queryFn: () => loadRegisterSetup(api, queryClient, stores),
    // Loaded once per showing of the register tab: the entry link and the cookie are read then.
    staleTime: Infinity,
    gcTime: 0,
  });

/** Loads once `active` (the register tab is shown); refetch() loads again after an error. */
export function useRegisterSetup(active: boolean) {
  const { api, queryClient, stores } = useRemoteProps();
  return useQuery({ ...registerSetupQuery(api, queryClient, stores), enabled: active });
}
