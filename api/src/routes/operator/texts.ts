// Texts the console writes per language (announcements, marquee, bulletins, carousel titles): a
// plain string (stored for en_US) or {language: text}, every key an interface language.
import Type from 'typebox';
import { isLanguageCode } from '@croupier/shared/contracts';

/** A text: a string (English) or {language: text}. */
export const Texts = (max: number) =>
  Type.Union([
    Type.String({ maxLength: max }),
    Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: max }), { maxProperties: 11 }),
  ]);

/** {language: text}, or null when a key is not an interface language code. */
export function byLanguage(texts: string | Record<string, string>): Record<string, string> | null {
  const map = typeof texts === 'string' ? { en_US: texts } : texts;
  return Object.keys(map).every(isLanguageCode) ? map : null;
}
