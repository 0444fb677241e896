// A game's (or a section's) name in the page's language: game_name is a plain string or a
// per-language map (spec 02 §3), and a map without the language falls back to en_US.
import { FALLBACK_LANGUAGE, type GameName } from '@croupier/shared';

export function gameName(name: GameName | null | undefined, language: string): string {
  if (typeof name === 'string') return name;
  if (!name) return '';
  return (
    name[language] ||
    name[FALLBACK_LANGUAGE] ||
    Object.values(name).find((text) => typeof text === 'string' && text !== '') ||
    ''
  );
}

/**
 * The form names and queries are compared in: lower case, Latin accents dropped (so "tien"
 * finds "Tiền"), while the vowel signs of Thai, Devanagari, Tamil, Bengali and Myanmar stay.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
