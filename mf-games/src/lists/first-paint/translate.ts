// mf-games' words in the page's language for its first paint, from its own locale files through
// i18next, as the app's namespace has them (en_US when a word is missing).
import i18next from 'i18next';
import bn_BD from '../../locales/lists/bn_BD.json';
import en_US from '../../locales/lists/en_US.json';
import hi_IN from '../../locales/lists/hi_IN.json';
import ja_JP from '../../locales/lists/ja_JP.json';
import ko_KR from '../../locales/lists/ko_KR.json';
import my_MM from '../../locales/lists/my_MM.json';
import ta_IN from '../../locales/lists/ta_IN.json';
import th_TH from '../../locales/lists/th_TH.json';
import vi_VN from '../../locales/lists/vi_VN.json';
import zh_CN from '../../locales/lists/zh_CN.json';
import zh_TW from '../../locales/lists/zh_TW.json';

const LISTS = { bn_BD, en_US, hi_IN, ja_JP, ko_KR, my_MM, ta_IN, th_TH, vi_VN, zh_CN, zh_TW };

export type Translate = (key: string, values?: Record<string, string>) => string;

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  fallbackLng: 'en_US',
  resources: Object.fromEntries(Object.entries(LISTS).map(([language, lists]) => [language, { translation: lists }])),
  interpolation: { escapeValue: false },
});

export const translator = (language: string): Translate => instance.getFixedT(language);
