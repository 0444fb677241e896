// Wire types of the site content lists the shell shows (spec 01 §3 "Content lists", §7 calls).
// Text a visitor reads comes per language: { en_US: '…', zh_CN: '…' } (a missing language
// falls back to en_US), so a language switch needs no refetch of lists fetched by site_id alone.
import type { LanguageCode } from './languages.js';
import type { MobileTemplateName } from './templates.js';

export type LocalizedText = Partial<Record<LanguageCode, string>>;

/** POST /web/logo { site_id } -> LogoEntry[] */
export interface LogoEntry {
  id: number;
  /** An image URL (the reference api serves SVGs under /api/assets/). */
  photo_path: string;
  /** Which layout the logo is for. */
  device: 'pc' | 'mobile';
}

/** How a content link opens: a route of the site, a new browser tab, or the customer-service window. */
export type ContentLinkOpenType = 'route' | 'new_window' | 'customer_service';

export interface FooterLink {
  id: number;
  title: LocalizedText;
  /** A site path (/faq/1, /sponsor) or an absolute https URL. */
  url: string;
  open_type: ContentLinkOpenType;
}

/** POST /arks/web/footer { site_id } -> FooterGroup[] */
export interface FooterGroup {
  id: number;
  title: LocalizedText;
  links: FooterLink[];
  /** HTML written by the operator (sanitise before rendering); may be empty. */
  content: LocalizedText;
}

/** Icons the content lists may name; the shell draws them. */
export const CONTENT_ICONS = [
  'home',
  'promotions',
  'deposit',
  'member',
  'service',
  'app',
  'telegram',
  'sponsor',
  'faq',
  'top',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

/** POST /arks/web/float { site_id } -> FloatEntry[]: the floating side buttons. */
export interface FloatEntry {
  id: number;
  icon: ContentIcon;
  title: LocalizedText;
  /** Site path or https URL; empty for customer_service (its URL is env_config.customerUrl). */
  url: string;
  open_type: ContentLinkOpenType;
}

/** What a mobile navigation item does. */
export type MobileFooterAction = 'route' | 'deposit' | 'customer_service';

/** POST /arks/web/web-mobile-footer { site_id, template } -> MobileFooterEntry[] */
export interface MobileFooterEntry {
  id: number;
  icon: ContentIcon;
  title: LocalizedText;
  action: MobileFooterAction;
  /** The route for action 'route' ('/', '/discount', '/user'); empty otherwise. */
  path: string;
}

/** Body of the model lists: POST /web/model_setting, /web/model_sponsor, /web/model_login. */
export interface ModelListRequest {
  site_id: string;
  language: LanguageCode;
  model_version: number;
}

/** /web/model_setting: the home page ads. Texts are in the requested language. */
export interface ModelSettingEntry {
  id: number;
  title: string;
  photo_path: string;
  /** Site path or https URL; empty for an ad without a link. */
  link: string;
}

/** /web/model_sponsor: the sponsors page. */
export interface ModelSponsorEntry {
  id: number;
  name: string;
  description: string;
  photo_path: string;
  link: string;
}

/** /web/model_login: content beside the login form. */
export interface ModelLoginEntry {
  id: number;
  title: string;
  /** HTML (sanitise before rendering). */
  content: string;
  photo_path: string;
}

/** POST /api/template_config { mobileTemplateName } -> TemplateConfig */
export interface TemplateConfig {
  /** The template the name resolves to (legacy names resolved). */
  template: MobileTemplateName;
  theme: 'dark' | 'light';
  /** Sent as model_version by the model lists. */
  model_version: number;
  /** CSS custom properties (--cr-*) the brand overrides on top of the template's palette. */
  variables: Record<string, string>;
}
