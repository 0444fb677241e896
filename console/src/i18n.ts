// The console's texts: one namespace, English only for now. Every string a page shows is a key
// of locales/en.json (typed: a missing key fails the type check). Values interpolated into a text
// are not escaped here: React renders the result as text, never as markup.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const NAMESPACE = 'console';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { console: typeof en };
  }
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { en: { [NAMESPACE]: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
