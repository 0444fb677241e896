// Test helper: a real i18next instance (no network), optionally with a 'common' bundle,
// wrapped in I18nextProvider, so tests see the same strings a user would.
import i18next, { type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export function createTestI18n(common?: Record<string, string>, lng = 'en_US') {
  const resources: Resource = common ? { [lng]: { common } } : {};
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    resources,
    initAsync: false,
    ns: common ? ['common'] : [],
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function i18nWrapper(common?: Record<string, string>, lng?: string) {
  const i18n = createTestI18n(common, lng);
  return function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  };
}
