// Texts stored per language as JSON {language: text} (announcements, carousel titles, bulletins,
// promotions): read in the caller's language, else English, else any language written.
export const FALLBACK_LANGUAGE = 'en_US';

/** The text in `language`, else English, else any language written. */
export function inLanguage(json: string, language: string): string {
  const texts = JSON.parse(json) as Record<string, string>;
  return texts[language] ?? texts[FALLBACK_LANGUAGE] ?? Object.values(texts)[0] ?? '';
}
