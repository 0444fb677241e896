// A namespace whose strings are one file per language (locales/<language>.json): English is
// bundled, any other language is fetched on demand; a language without a file falls back to English.
import { FALLBACK_LANGUAGE, type NamespaceBundles, type Resources } from './resources.js';

export interface LocaleBundlesOptions {
  ns: string;
  en_US: Resources;
  /** The package's own `import(\`./locales/${language}.json\`)` (webpack needs it beside the files). */
  load(language: string): Promise<{ default: Resources }>;
}

export function localeBundles({ ns, en_US, load }: LocaleBundlesOptions): NamespaceBundles & { ns: string } {
  return {
    ns,
    en_US,
    load: async (language) =>
      language === FALLBACK_LANGUAGE
        ? en_US
        : load(language).then(
            (m) => m.default,
            () => undefined,
          ),
  };
}
