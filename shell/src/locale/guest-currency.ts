// A guest's currency (spec 01 §3/§9): an agent-domain host's forced currency, else the ccy
// cookie (when the site still offers it), else the currency of the interface language with
// its fallbacks. A member's currency is their member_currency and is never changed here.
import {
  AGENT_DOMAIN_CURRENCY_KEY,
  browserStorage,
  currencyForLanguage,
  parseCurrencyList,
  type SessionStore,
  type SiteSettings,
  type UiStore,
} from '@croupier/shared';
import { readCurrencyCookie, writeCurrencyCookie } from './cookies.js';
import { siteDefaultLanguage } from './offered.js';

type CurrencySettings = Pick<SiteSettings, 'CURRENCY' | 'LANGUAGE'> | null | undefined;

/** The currency of a language on this site (language table, then the default language's, then the first site currency). */
export function siteCurrencyForLanguage(settings: CurrencySettings, language: string): string | null {
  return currencyForLanguage(language, {
    siteCurrencies: parseCurrencyList(settings?.CURRENCY),
    defaultLanguage: siteDefaultLanguage(settings),
  });
}

/** The currency an agent-domain host forces on guests in this tab, if any. */
export function agentDomainCurrency(storage: Storage | null = safeSessionStorage()): string | null {
  return storage?.getItem(AGENT_DOMAIN_CURRENCY_KEY) || null;
}

export interface GuestCurrencyInput {
  settings: CurrencySettings;
  language: string;
  /** An agent-domain currency: wins over everything. */
  forced?: string | null;
  /** The ccy cookie: wins over the language when the site offers it. */
  cookie?: string | null;
}

export function guestCurrency({ settings, language, forced, cookie }: GuestCurrencyInput): string | null {
  if (forced) return forced;
  const offered = parseCurrencyList(settings?.CURRENCY);
  if (cookie && (offered.length === 0 || offered.includes(cookie))) return cookie;
  return siteCurrencyForLanguage(settings, language);
}

/** Puts a guest's currency in the ui store and the ccy cookie; a member's is left alone. */
export function applyGuestCurrency(stores: { ui: UiStore; session: SessionStore }, currency: string | null): void {
  if (!currency || stores.session.getState().isLoggedIn) return;
  stores.ui.getState().setCurrency(currency);
  writeCurrencyCookie(currency);
}

/** The guest currency at boot (cookie read here so callers need not). */
export const bootGuestCurrency = (settings: CurrencySettings, language: string): string | null =>
  guestCurrency({ settings, language, forced: agentDomainCurrency(), cookie: readCurrencyCookie() });

export function safeSessionStorage(): Storage {
  return browserStorage('session');
}
