// An i18next backend that asks each registered namespace for its bundle. Because it is a
// backend, i18next loads every registered namespace for the new language *before* it
// emits languageChanged, so a switch never flashes English first.

import type { BackendModule, ReadCallback } from 'i18next';
import { FALLBACK_LANGUAGE, type NamespaceBundles } from './resources.js';

export type NamespaceLoaders = Map<string, NamespaceBundles>;

export function createNamespaceBackend(loaders: NamespaceLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const bundles = loaders.get(namespace);
      if (!bundles) return callback(null, {});
      if (language === FALLBACK_LANGUAGE) return callback(null, bundles.en_US as never);
      bundles.load(language).then(
        (res) => callback(null, (res ?? {}) as never),
        // `true` asks i18next to retry (a chunk may fail to load on a flaky network).
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), true),
      );
    },
  };
}
