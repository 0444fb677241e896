// A content text in the interface language: the language's own, else English, else any.
import { FALLBACK_LANGUAGE, type LanguageCode, type LocalizedText } from '@croupier/shared';

export function pickText(text: LocalizedText | undefined, language: string): string {
  if (!text) return '';
  return (
    text[language as LanguageCode] ?? text[FALLBACK_LANGUAGE as LanguageCode] ?? Object.values(text).find(Boolean) ?? ''
  );
}
