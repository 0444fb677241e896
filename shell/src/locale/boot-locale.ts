// The locale part of boot: the language to start i18n in (before the site detail), then,
// with the site detail, the final language, the move to its URL, the html lang attribute,
// the date zone and the guest currency (with the agent-domain check, not awaited).
import { offeredLanguages, type ApiClient, type SessionStore, type SiteDetail, type UiStore } from '@croupier/shared';
import type { i18n as I18n } from 'i18next';
import { checkAgentDomain } from './agent-domain.js';
import { hasUnusableLanguageCookie, readLanguageCookie, writeLanguageCookie } from './cookies.js';
import { agentDomainCurrency, applyGuestCurrency, bootGuestCurrency, guestCurrency } from './guest-currency.js';
import { setHtmlLang } from './html-lang.js';
import { setSiteTimezone } from './site-timezone.js';
import { splitLocalePath } from './locale-url.js';
import { resolveLocale, type LocaleDecision } from './resolve-locale.js';

/** Before the site is known: the URL's prefix, else the cookie, else null (the default locale). */
export function initialLanguage(pathname: string = window.location.pathname): string | null {
  return splitLocalePath(pathname).prefix ?? readLanguageCookie();
}

export interface SettleLocaleOptions {
  detail: SiteDetail;
  i18n: I18n;
  stores: { ui: UiStore; session: SessionStore };
  api: ApiClient;
  /** Tests pass their own; the page uses window's. */
  win?: Pick<Window, 'location' | 'history' | 'document'>;
}

export async function settleLocale({
  detail,
  i18n,
  stores,
  api,
  win = window,
}: SettleLocaleOptions): Promise<LocaleDecision> {
  const { location, history, document } = win;
  const decision = resolveLocale({
    pathname: location.pathname,
    cookieLanguage: readLanguageCookie(),
    offered: offeredLanguages(detail.settings),
  });
  // A language cookie that cannot be read was ignored above; the language is known now: write it.
  if (hasUnusableLanguageCookie()) writeLanguageCookie(decision.language);
  // Before the router mounts, so it reads the final URL; replace: the visitor never saw the old one.
  if (decision.redirect)
    history.replaceState(history.state, '', `${decision.redirect}${location.search}${location.hash}`);

  setSiteTimezone(detail.settings.TIMEZONE);
  i18n.on('languageChanged', (language) => setHtmlLang(language, document));
  if (i18n.language !== decision.language) await i18n.changeLanguage(decision.language);
  setHtmlLang(decision.language, document);
  stores.ui.getState().setLanguage(decision.language);

  const { session } = stores;
  if (session.getState().isLoggedIn) {
    const memberCurrency = session.getState().member_currency;
    if (memberCurrency) stores.ui.getState().setCurrency(memberCurrency);
  } else {
    const wasForced = agentDomainCurrency() !== null;
    applyGuestCurrency(stores, bootGuestCurrency(detail.settings, decision.language));
    void checkAgentDomain(api, { host: location.host, site_id: detail.site_id }).then((result) => {
      if (result?.is_valid && result.currency) applyGuestCurrency(stores, result.currency);
      // The host no longer forces one: back to the language's currency.
      else if (result && wasForced) {
        applyGuestCurrency(
          stores,
          guestCurrency({ settings: detail.settings, language: stores.ui.getState().language }),
        );
      }
    });
  }
  return decision;
}
