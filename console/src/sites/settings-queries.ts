// A site's settings (GET /sites/:site_id/settings, sites.read): what the Settings page edits and
// what the Content page reads the site's languages and currencies from.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';

/** The interface languages a site may offer (shared's LANGUAGES), in their usual order. */
export const LANGUAGE_CODES = [
  'en_US',
  'zh_CN',
  'zh_TW',
  'hi_IN',
  'vi_VN',
  'ta_IN',
  'bn_BD',
  'th_TH',
  'ja_JP',
  'ko_KR',
  'my_MM',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const isLanguageCode = (code: unknown): code is LanguageCode =>
  (LANGUAGE_CODES as readonly unknown[]).includes(code);

/** Which exclusions the compliance role may end early (absent: 'time_out'). */
export const EARLY_END_POLICIES = ['none', 'time_out', 'all'] as const;
export type EarlyEndPolicy = (typeof EARLY_END_POLICIES)[number];

export interface SiteSettingsValues {
  SITE_ID?: string;
  /** Comma lists, the first is the default. */
  CURRENCY: string;
  LANGUAGE: string;
  MOBILE_TEMPLATE_NAME: string;
  IS_DEMO: boolean;
  /** Minutes. */
  LINK_EXPIRE_TIME: number;
  DESKTOP_LOCK: boolean;
  /** Absent: true. */
  SINGLE_LOGIN?: boolean;
  /** IANA; absent: America/Caracas. */
  TIMEZONE?: string;
  RG_EARLY_END?: EarlyEndPolicy;
}

export interface SiteSettings {
  site_id: string;
  site_name: string;
  settings: SiteSettingsValues;
  /** The customer-service URL per locale. */
  customer_service: Record<string, string>;
  /** In the answer to a change: whether open pages heard of the changed links. */
  published?: boolean;
}

/** A comma list as its items (none for an empty or absent one). */
export const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const settingsKey = (siteId: string) => ['site-settings', siteId] as const;

export function useSiteSettings(siteId: string) {
  const api = useApi();
  return useQuery({
    queryKey: settingsKey(siteId),
    queryFn: () => api.get<SiteSettings>(`/sites/${encodeURIComponent(siteId)}/settings`),
  });
}
