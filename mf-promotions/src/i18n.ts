// The mf-promotions namespace: English is bundled, the other languages load on demand (own chunk each).
import en_US from './locales/en_US.json';

export const NAMESPACE = 'mf-promotions';

type Bundle = typeof en_US;

// Typed against the English file, so a translation missing a key fails the typecheck.
const loaders: Record<string, () => Promise<{ default: Bundle }>> = {
  zh_CN: () => import('./locales/zh_CN.json'),
  hi_IN: () => import('./locales/hi_IN.json'),
  vi_VN: () => import('./locales/vi_VN.json'),
  ta_IN: () => import('./locales/ta_IN.json'),
};

export const i18nBundles = {
  ns: NAMESPACE,
  en_US,
  load: async (lng: string): Promise<Bundle | undefined> => (await loaders[lng]?.())?.default,
};
