// A namespace whose strings are kept in one folder per area (locales/<area>/<language>.json):
// English of every area is bundled and merged; another language is every area's file for it,
// merged, fetched on demand. Areas own distinct top-level keys, so a shallow merge is enough.
import { FALLBACK_LANGUAGE, type NamespaceBundles, type Resources } from './resources.js';

export interface AreaBundlesOptions {
  ns: string;
  /** English per area, imported statically by the package that owns the files. */
  en_US: Record<string, Resources>;
  /** The package's own `import(\`./locales/${area}/${language}.json\`)` (webpack needs it beside the files). */
  loadArea(area: string, language: string): Promise<{ default: Resources }>;
}

export function areaBundles({ ns, en_US, loadArea }: AreaBundlesOptions): NamespaceBundles & { ns: string } {
  const areas = Object.keys(en_US);
  const english: Resources = Object.assign({}, ...areas.map((area) => en_US[area]));
  const tryArea = (area: string, language: string) =>
    loadArea(area, language).then(
      (m) => m.default,
      () => undefined, // no file for that language in this area: English stands in
    );
  return {
    ns,
    en_US: english,
    async load(language) {
      if (language === FALLBACK_LANGUAGE) return english;
      const found = (await Promise.all(areas.map((area) => tryArea(area, language)))).filter(
        (part): part is Resources => part !== undefined,
      );
      return found.length ? Object.assign({}, ...found) : undefined;
    },
  };
}
