// Currencies (spec 01 §3): the currency of each interface language with the fallbacks, the
// symbols, and formatMoney. Node-safe: the api uses it too.
import type { LanguageCode } from './languages.js';

/** Spec 01 §3: "Currency by language". */
export const CURRENCY_BY_LANGUAGE: Readonly<Record<LanguageCode, string>> = {
  zh_TW: 'RMB',
  zh_CN: 'RMB',
  en_US: 'USD',
  vi_VN: 'VND',
  ko_KR: 'WON',
  ja_JP: 'JPY',
  th_TH: 'THB',
  hi_IN: 'INR',
  ta_IN: 'INR',
  my_MM: 'MMK',
  bn_BD: 'BDT',
};

/**
 * Spec 01 §3 symbols, as written. NGN is given ₭ there (₭ is the kip sign; the naira sign is ₦):
 * kept as specified so the sites look as they do today.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  RMB: '¥',
  JPY: '¥',
  VND: '₫',
  WON: '₩',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₭',
};

/** A currency without a listed symbol is shown by its code. */
export const currencySymbol = (currency: string): string => CURRENCY_SYMBOLS[currency] ?? currency;

/** The site's CURRENCY setting (comma list, first is the site's default). */
export const parseCurrencyList = (setting: string | null | undefined): string[] => [
  ...new Set(
    (setting ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];

export interface CurrencyFallbacks {
  /** The site's currencies (CURRENCY setting, parsed); empty = no restriction. */
  siteCurrencies: readonly string[];
  /** The site's default language (first of LANGUAGE). */
  defaultLanguage: string;
}

/**
 * The currency a language implies on this site: its own (when the site offers it), else the
 * currency of the site's default language (when offered), else the site's first currency.
 */
export function currencyForLanguage(
  language: string,
  { siteCurrencies, defaultLanguage }: CurrencyFallbacks,
): string | null {
  const offered = (c: string | undefined): c is string =>
    !!c && (siteCurrencies.length === 0 || siteCurrencies.includes(c));
  const own = CURRENCY_BY_LANGUAGE[language as LanguageCode];
  if (offered(own)) return own;
  const ofDefault = CURRENCY_BY_LANGUAGE[defaultLanguage as LanguageCode];
  if (offered(ofDefault)) return ofDefault;
  return siteCurrencies[0] ?? null;
}

export interface FormatMoneyOptions {
  /** Digits after the point; default 2. */
  fractionDigits?: number;
}

/**
 * en-US digits with thousands commas, exactly as Intl.NumberFormat('en-US') writes them: the
 * number's shortest decimal form rounded half away from zero. Done on the digits by hand because
 * the first Intl.NumberFormat of a page costs a phone ~70 ms of ICU set-up (a long task on the
 * home page, in the jackpot, that adds to Total Blocking Time). Intl only where JS writes an
 * exponent.
 */
function groupedDigits(value: number, fractionDigits: number): string {
  const decimal = String(value);
  if (decimal.includes('e') || fractionDigits > 20) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let kept = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((fraction[fractionDigits] ?? '0') >= '5') kept += 1n;
  const digits = kept.toString().padStart(fractionDigits + 1, '0');
  const grouped = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+$)/g, ',');
  return fractionDigits === 0 ? grouped : `${grouped}.${digits.slice(-fractionDigits)}`;
}

/**
 * '$1,234.50', '-₹1,000.00', 'K12.00'. Amounts arrive as strings on the wire ('1000.00');
 * anything that is not a finite number is returned as given (never 'NaN').
 */
export function formatMoney(
  amount: number | string,
  currency: string,
  { fractionDigits = 2 }: FormatMoneyOptions = {},
): string {
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(/,/g, '').trim());
  if (!Number.isFinite(value) || (typeof amount === 'string' && amount.trim() === '')) return String(amount);
  const digits = groupedDigits(Math.abs(value), fractionDigits);
  const sign = value < 0 && Number(digits.replace(/,/g, '')) !== 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${digits}`;
}

/** POST /arks/web/check-agent-domain { host, site_id } (spec 01 §3/§6): may force a currency. */
export interface AgentDomainCheckRequest {
  /** The page's host; a port is ignored. */
  host: string;
  site_id: string;
}
export interface AgentDomainCheckResponse {
  is_valid: boolean;
  /** The currency guests on this host use; null when not valid. */
  currency: string | null;
  /** The agent's member id (the register form's introducer); null when not valid. */
  agent_id: number | null;
}

/** POST /arks/web/visitor/country { site_id? }: the visitor's country and its currency. */
export interface VisitorCountryResponse {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The country's currency, narrowed to the site's currencies when site_id is given; null if none fits. */
  currency: string | null;
}
