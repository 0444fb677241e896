// Whose page a frame include is written for (GET /api/frame/*): a guest's, as the shell
// chooses at boot (shared's pageLanguage). The web server forwards the page's cookies with the include.
import Type from 'typebox';
export { cookieValue as cookieOf, pageLanguage as frameLanguage } from '@croupier/shared/contracts';

/** The query of a frame written for the page's language: the brand's site and the URL's language prefix. */
export const FrameVisitorQuery = Type.Object({
  site_id: Type.String({ maxLength: 32 }),
  locale: Type.Optional(Type.String({ maxLength: 16 })),
});
