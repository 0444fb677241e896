// Whose page a frame include is written for (GET /api/frame/*): a guest's, as the shell
// chooses at boot (shell/src/locale). The web server forwards the page's cookies with the include.
import Type from 'typebox';
import { LANGUAGE_COOKIE, offeredLanguages, parseLanguage, type LanguageCode } from '@croupier/shared/contracts';

/** The query of a frame written for the page's language: the brand's site and the URL's language prefix. */
export const FrameVisitorQuery = Type.Object({
  site_id: Type.String({ maxLength: 32 }),
  locale: Type.Optional(Type.String({ maxLength: 16 })),
});

/** One cookie's value (decoded), or null when absent or undecodable. */
export function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The page's language: the URL's prefix (`locale`), else the i18n_redirected cookie, else the site's first. */
export function frameLanguage(
  settings: Parameters<typeof offeredLanguages>[0],
  locale: string | undefined,
  cookie: string | undefined,
): LanguageCode {
  const languages = offeredLanguages(settings);
  const wanted = [parseLanguage(locale), parseLanguage(cookieOf(cookie, LANGUAGE_COOKIE))];
  return (
    wanted.find((code): code is LanguageCode => code !== null && languages.includes(code)) ??
    (languages[0] as LanguageCode)
  );
}
