// The shared `common` namespace: transport errors and the UI kit's words.

import en_US from './locales/common/en_US.json' with { type: 'json' };
import type { NamespaceBundles, Resources } from './resources.js';

const translations: Record<string, () => Promise<{ default: Resources }>> = {
  zh_CN: () => import('./locales/common/zh_CN.json', { with: { type: 'json' } }),
  vi_VN: () => import('./locales/common/vi_VN.json', { with: { type: 'json' } }),
  hi_IN: () => import('./locales/common/hi_IN.json', { with: { type: 'json' } }),
  ta_IN: () => import('./locales/common/ta_IN.json', { with: { type: 'json' } }),
};

export const commonNamespace: NamespaceBundles = {
  en_US,
  load: async (language) => (await translations[language]?.())?.default,
};
