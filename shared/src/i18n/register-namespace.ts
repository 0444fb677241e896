import type { i18n as I18n } from 'i18next';
import type { NamespaceLoaders } from './namespace-backend.js';
import { FALLBACK_LANGUAGE, type NamespaceBundles } from './resources.js';

/** Where createI18n keeps the loaders: on the instance, so every copy of this module finds them. */
export const LOADERS_OPTION = 'namespaceLoaders';

/**
 * Makes `ns` available: English now, the current language loaded (awaited), and every later
 * language loaded by changeLanguage before it switches. Calling it again (a remounted remote)
 * replaces the loader and reloads nothing already loaded.
 */
export async function registerNamespace(i18n: I18n, ns: string, bundles: NamespaceBundles): Promise<void> {
  const loaders = (i18n.options.backend as Record<string, unknown> | undefined)?.[LOADERS_OPTION] as
    NamespaceLoaders | undefined;
  if (!loaders) throw new Error('registerNamespace needs an i18n instance made by createI18n');
  loaders.set(ns, bundles);
  i18n.addResourceBundle(FALLBACK_LANGUAGE, ns, bundles.en_US, true, true);
  await i18n.loadNamespaces(ns);
}
