// The shell's i18n namespace: English is bundled (the fallback), every other language is a
// separate chunk loaded when the page switches to it.
import { registerNamespace } from '@croupier/shared';
import type { i18n as I18n } from 'i18next';
import en_US from './locales/en_US.json';

export const SHELL_NS = 'shell';

type Bundle = typeof en_US;

const LOADERS: Record<string, () => Promise<{ default: Bundle }>> = {
  zh_CN: () => import('./locales/zh_CN.json'),
  hi_IN: () => import('./locales/hi_IN.json'),
  vi_VN: () => import('./locales/vi_VN.json'),
  ta_IN: () => import('./locales/ta_IN.json'),
};

export async function loadShellBundle(language: string): Promise<Bundle | undefined> {
  const load = LOADERS[language];
  return load ? (await load()).default : undefined;
}

export function registerShellNamespace(i18n: I18n): Promise<void> {
  return registerNamespace(i18n, SHELL_NS, { en_US, load: loadShellBundle });
}
