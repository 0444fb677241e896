// The mf-auth namespace, one folder per area (locales/<area>/<language>.json): English is
// bundled, the other languages load on demand (a chunk per area and language).
// Add an area: one English import and one entry in EN_US_BY_AREA.
import { areaBundles } from '@croupier/shared';
import core from './locales/core/en_US.json';
import login from './locales/login/en_US.json';
import register from './locales/register/en_US.json';

export const NAMESPACE = 'mf-auth';

export const EN_US_BY_AREA = { core, login, register };

export const i18nBundles = areaBundles({
  ns: NAMESPACE,
  en_US: EN_US_BY_AREA,
  loadArea: (area, language) => import(`./locales/${area}/${language}.json`),
});
