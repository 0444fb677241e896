// Switching language: the cookie (1 year), the URL (same page under the new prefix,
// a new history entry), the guest's currency, then i18next (its bundles load on demand; the
// ui store's language — the api's lang header — follows languageChanged). LocaleRouter sees
// the new language and remounts the router with the new basename: no page reload.
import {
  offeredLanguages,
  useStore,
  type LanguageCode,
  type SessionStore,
  type SiteStore,
  type UiStore,
} from '@croupier/shared';
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useServices } from '../services/services-context.js';
import { writeLanguageCookie } from './cookies.js';
import { agentDomainCurrency, applyGuestCurrency, guestCurrency } from './guest-currency.js';
import { setHtmlLang } from './html-lang.js';
import { localizedPath, routePathOf } from './locale-url.js';

export interface SwitchLanguageDeps {
  i18n: I18n;
  stores: { ui: UiStore; session: SessionStore; site: SiteStore };
  win?: Pick<Window, 'location' | 'history'>;
}

/** Options: `navigate: false` when the URL already is the new language's (back/forward). */
export async function switchLanguage(
  { i18n, stores, win = window }: SwitchLanguageDeps,
  language: LanguageCode,
  { navigate = true }: { navigate?: boolean } = {},
): Promise<void> {
  const settings = stores.site.getState().detail?.settings;
  if (!offeredLanguages(settings).includes(language)) return;
  writeLanguageCookie(language);
  if (navigate && language !== stores.ui.getState().language) {
    const { pathname, search, hash } = win.location;
    win.history.pushState(null, '', `${localizedPath(language, routePathOf(pathname))}${search}${hash}`);
  }
  applyGuestCurrency(stores, guestCurrency({ settings, language, forced: agentDomainCurrency() }));
  await i18n.changeLanguage(language);
  // Also done by boot's languageChanged listeners; set here so the switch never depends on them.
  stores.ui.getState().setLanguage(language);
  setHtmlLang(language);
}

export function useSwitchLanguage(): (language: LanguageCode) => Promise<void> {
  const { i18n, stores } = useServices();
  return useCallback((language: LanguageCode) => switchLanguage({ i18n, stores }, language), [i18n, stores]);
}

/** The languages this site offers (default first), live from the site store. */
export function useOfferedLanguages(): LanguageCode[] {
  const { stores } = useServices();
  const setting = useStore(stores.site, (s) => s.detail?.settings.LANGUAGE);
  return offeredLanguages({ LANGUAGE: setting ?? '' });
}
