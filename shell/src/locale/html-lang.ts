import { toUrlLocale } from './languages.js';

/** <html lang="zh-CN">: screen readers, fonts and hyphenation follow the page's language. */
export const setHtmlLang = (language: string, doc: Document = document): void =>
  doc.documentElement.setAttribute('lang', toUrlLocale(language));
