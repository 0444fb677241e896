// The mf-games namespace, one folder per area (locales/<area>/<language>.json): English is
// bundled, the other languages load on demand (a chunk per area and language).
// Areas: core (the app frame), launcher (launch, play, maintenance), lists (halls, lists, tabs,
// favourites), extras (demo play, jackpot, sport). Add an area: one import + one entry below.
import { areaBundles } from '@croupier/shared';
import core from './locales/core/en_US.json';
import extras from './locales/extras/en_US.json';
import launcher from './locales/launcher/en_US.json';
import lists from './locales/lists/en_US.json';

export const NAMESPACE = 'mf-games';

export const EN_US_BY_AREA = { core, launcher, lists, extras };

export const i18nBundles = areaBundles({
  ns: NAMESPACE,
  en_US: EN_US_BY_AREA,
  loadArea: (area, language) => import(`./locales/${area}/${language}.json`),
});
