/** One namespace's messages in one language (nested keys allowed). */
export type Resources = { [key: string]: unknown };

/** What a namespace brings: English bundled, the other languages loaded on demand. */
export interface NamespaceBundles {
  en_US: Resources;
  /** Resolves undefined for a language the namespace has no translation for (English shows). */
  load(language: string): Promise<Resources | undefined>;
}

export const FALLBACK_LANGUAGE = 'en_US';
export const COMMON_NAMESPACE = 'common';
