// The site's default language. Which languages it offers is shared's offeredLanguages (the api's
// page-frame include chooses with it too).
import { offeredLanguages, type LanguageCode, type SiteSettings } from '@croupier/shared';

/** The site's default language: the first of its LANGUAGE setting. */
export const siteDefaultLanguage = (settings: Pick<SiteSettings, 'LANGUAGE'> | undefined | null): LanguageCode =>
  offeredLanguages(settings)[0] as LanguageCode;
