import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonNamespace } from './common.js';
import { createNamespaceBackend, type NamespaceLoaders } from './namespace-backend.js';
import { LOADERS_OPTION, registerNamespace } from './register-namespace.js';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE } from './resources.js';

/** One i18next instance for the page (the shell's), with the `common` namespace ready. */
export async function createI18n(opts: { language: string }): Promise<I18n> {
  const loaders: NamespaceLoaders = new Map();
  const i18n = i18next.createInstance();
  await i18n
    .use(createNamespaceBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: opts.language,
      fallbackLng: FALLBACK_LANGUAGE,
      // Codes are whole (zh_CN); there is no 'zh' bundle to try first.
      load: 'currentOnly',
      ns: [],
      defaultNS: COMMON_NAMESPACE,
      backend: { [LOADERS_OPTION]: loaders },
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // Never suspend on a bundle. No re-render on the store's 'added' either: it fires for every
      // namespace a remote registers, and would re-render every translated component of the page,
      // synchronously, twice per remote mount. A component whose namespace is not yet
      // loaded re-renders when it is (useTranslation loads it), and a switch emits languageChanged
      // after every namespace's bundle is in (namespace-backend.ts).
      react: { useSuspense: false },
      returnNull: false,
    });
  await registerNamespace(i18n, COMMON_NAMESPACE, commonNamespace);
  return i18n;
}
