// The shell's i18n namespace: English is bundled (the fallback), every other language is
// fetched when the page switches to it, one chunk per area and language.
import { areaBundles, registerNamespace } from '@croupier/shared';
import type { i18n as I18n } from 'i18next';
import { EN_US_BY_AREA } from './areas.js';

export const SHELL_NS = 'shell';

export const shellBundles = areaBundles({
  ns: SHELL_NS,
  en_US: EN_US_BY_AREA,
  loadArea: (area, language) => import(`./locales/${area}/${language}.json`),
});

export const en_US = shellBundles.en_US;
export const loadShellBundle = shellBundles.load;

export function registerShellNamespace(i18n: I18n): Promise<void> {
  return registerNamespace(i18n, SHELL_NS, shellBundles);
}
