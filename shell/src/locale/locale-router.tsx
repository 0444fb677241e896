// The page's router under the language's basename (/zh-CN; none for the default locale). A
// language change remounts the router with the new basename (the key), so the route table
// stays locale-free and no reload is needed. Back/forward onto another language's URL
// switches the language to the URL's.
import { offeredLanguages, type LanguageCode } from '@croupier/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { basenameFor, languageOfUrl, localizedPath, routePathOf } from './locale-url.js';
import { switchLanguage } from './use-switch-language.js';

export function LocaleRouter({ children }: { children: ReactNode }) {
  const services = useServices();
  const { stores } = services;
  const [routerLanguage, setRouterLanguage] = useState(() => stores.ui.getState().language);

  // The language changed (switcher or anyone else): make sure the URL is under it, then remount.
  useEffect(
    () =>
      stores.ui.subscribe(({ language }, previous) => {
        if (language === previous.language) return;
        const { pathname, search, hash } = window.location;
        const target = localizedPath(language, routePathOf(pathname));
        if (target !== pathname) window.history.replaceState(null, '', `${target}${search}${hash}`);
        setRouterLanguage(language);
      }),
    [stores],
  );

  // Back/forward to a URL of another language: that language, at once (no 404 flash meanwhile).
  useEffect(() => {
    const onPop = () => {
      const offered = offeredLanguages(stores.site.getState().detail?.settings);
      const urlLanguage = languageOfUrl(window.location.pathname, offered);
      if (!urlLanguage || urlLanguage === stores.ui.getState().language) return;
      setRouterLanguage(urlLanguage);
      stores.ui.getState().setLanguage(urlLanguage);
      void switchLanguage(services, urlLanguage as LanguageCode, { navigate: false });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [services, stores]);

  const basename = basenameFor(routerLanguage);
  return (
    <BrowserRouter key={basename || '/'} basename={basename || '/'}>
      {children}
    </BrowserRouter>
  );
}
