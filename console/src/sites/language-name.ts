import { useTranslation } from 'react-i18next';
import { isLanguageCode } from './settings-queries.js';

/** A language code as the operator reads it ('hi_IN' -> 'Hindi'); an unknown code as it is. */
export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => (isLanguageCode(code) ? t(`siteSettings.languageNames.${code}`) : code);
}
