// Everything the register form is built from, loaded when the register tab is first shown:
// the settings of every currency, the background, the introducer (agent-domain agent, or the
// link's agent id and friend-recommend code once /register/valid_message accepts them, else what
// the agent/recommend cookie remembers) and the currency (register-currency.ts).
import { useCallback, useEffect, useState } from 'react';
import {
  AGENT_DOMAIN_AGENT_ID_KEY,
  AGENT_DOMAIN_CURRENCY_KEY,
  DEFAULT_MOBILE_TEMPLATE,
  DESKTOP_TEMPLATE,
  parseCurrencyList,
  toMobileTemplate,
  type ApiClient,
  type RegisterBackground,
  type RegisterSetting,
  type RemoteStores,
} from '@croupier/shared';
import { checkValidMessage } from '../api/check-valid-message.js';
import { getMemberInfo } from '../api/get-member-info.js';
import { getRegisterBackground } from '../api/get-register-background.js';
import { getRegisterSettings } from '../api/get-register-settings.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
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

export type SetupState = { status: 'loading' } | { status: 'error'; error: Message } | { status: 'ready'; setup: RegisterSetup };

/** null when the check itself failed: the link is then neither trusted nor refused. */
async function isValid(api: ApiClient, siteId: string, which: { agent_id: string } | { recommend_code: string }, signal: AbortSignal) {
  try {
    const r = await checkValidMessage(api, { site_id: siteId, ...which }, signal);
    return r.success ? r.data.is_valid === true : null;
  } catch (err) {
    if (isAborted(err)) throw err;
    return null;
  }
}

async function load(api: ApiClient, stores: RemoteStores, signal: AbortSignal): Promise<SetupState> {
  const siteId = stores.site.getState().siteId;
  const detail = stores.site.getState().detail;
  const { isDesktop, language } = stores.ui.getState();
  const storage = safeSessionStorage();
  const entry = readRegisterEntry(window.location.search, storage);
  const remembered = readAgentRecommendCookie();
  const domainAgent = storage?.getItem(AGENT_DOMAIN_AGENT_ID_KEY) || null;
  const domainCurrency = storage?.getItem(AGENT_DOMAIN_CURRENCY_KEY) || null;
  const template = isDesktop ? DESKTOP_TEMPLATE : (toMobileTemplate(detail?.settings.MOBILE_TEMPLATE_NAME) ?? DEFAULT_MOBILE_TEMPLATE);

  const linkAgent = domainAgent ? null : (entry.id ?? null);
  const [settingsResult, background, agentValid, codeValid] = await Promise.all([
    getRegisterSettings(api, siteId, signal),
    getRegisterBackground(api, { site_id: siteId, template }, signal).then(
      (r) => (r.success ? r.data : null),
      (err: unknown) => {
        if (isAborted(err)) throw err;
        return null; // the form works without its background
      },
    ),
    linkAgent ? isValid(api, siteId, { agent_id: linkAgent }, signal) : Promise.resolve(null),
    entry.invite ? isValid(api, siteId, { recommend_code: entry.invite }, signal) : Promise.resolve(null),
  ]);
  if (!settingsResult.success) return { status: 'error', error: settingsResult.message ? { text: settingsResult.message } : { key: 'signup.err_settings' } };

  // A link's values replace what the cookie remembers once the api accepts them.
  const fresh: AgentRecommend = {};
  if (linkAgent && agentValid) fresh.agent_id = linkAgent;
  if (entry.invite && codeValid) fresh.recommend_code = entry.invite;
  if (fresh.agent_id || fresh.recommend_code) {
    writeAgentRecommendCookie({ ...remembered, ...fresh }, detail?.settings.LINK_EXPIRE_TIME ?? DEFAULT_LINK_EXPIRE_MINUTES);
  }
  const refused = (linkAgent && agentValid === false) || (entry.invite && codeValid === false);
  const agentId = domainAgent ?? fresh.agent_id ?? (linkAgent ? null : (remembered.agent_id ?? null));
  const recommendCode = fresh.recommend_code ?? (entry.invite ? null : (remembered.recommend_code ?? null));

  let agentCurrency: string | null = null;
  if (agentId && !domainAgent) {
    const info = await getMemberInfo(api, { id: agentId, site_id: siteId }, signal).catch((err: unknown) => {
      if (isAborted(err)) throw err;
      return null;
    });
    agentCurrency = info?.success && info.data ? info.data.currency : null;
  }

  const settings = settingsResult.data ?? [];
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
  if (!currency) return { status: 'error', error: { key: 'signup.err_settings' } };
  return {
    status: 'ready',
    setup: {
      settings,
      siteCurrencies,
      currency,
      agentId,
      recommendCode,
      linkNotice: refused ? { key: 'signup.link_invalid' } : null,
      background,
    },
  };
}

/** Loads once `active` (the register tab is shown); retry() loads again after an error. */
export function useRegisterSetup(api: ApiClient, stores: RemoteStores, active: boolean): SetupState & { retry(): void } {
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  if (active && !started) setStarted(true);

  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    load(api, stores, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setState(next);
      },
      (err: unknown) => {
        if (!controller.signal.aborted && !isAborted(err)) setState({ status: 'error', error: transportErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [api, stores, started, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
