// The api's own table behind POST /arks/web/visitor/country: clients see only its answer.

/**
 * Visitor country (ISO 3166-1 alpha-2) -> currency, for a guest's currency after logout. Built
 * from the spec's currency list; Taiwan and Hong Kong follow zh_TW (RMB) as the language table does.
 */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD',
  CN: 'RMB',
  TW: 'RMB',
  HK: 'RMB',
  VN: 'VND',
  KR: 'WON',
  JP: 'JPY',
  TH: 'THB',
  IN: 'INR',
  MM: 'MMK',
  BR: 'BRL',
  BD: 'BDT',
  NG: 'NGN',
};
