// The mf-template namespace: English is bundled, the other languages load on demand (a chunk each).
import { localeBundles } from '@croupier/shared';
import en_US from './locales/en_US.json';

export const NAMESPACE = 'mf-template';

export const i18nBundles = localeBundles({
  ns: NAMESPACE,
  en_US,
  load: (language) => import(`./locales/${language}.json`),
});
