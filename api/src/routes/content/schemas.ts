// Body fragments and options shared by the content endpoints.
import { DESKTOP_TEMPLATE, LANGUAGES, LEGACY_MOBILE_TEMPLATE_NAMES, MOBILE_TEMPLATES } from '@croupier/shared/contracts';
import type { RouteOptions } from '../../http/route-options.js';
import type { Content } from '../../services/content.js';

export interface ContentRouteOptions extends RouteOptions {
  content: Content;
}

export const siteId = { type: 'string', minLength: 1, maxLength: 32 } as const;

export const siteBody = {
  type: 'object',
  required: ['site_id'],
  properties: { site_id: siteId },
} as const;

/** H5_1..H5_8 and the legacy names (origin_mobile, bob_mobile). */
export const mobileTemplateNames = [...MOBILE_TEMPLATES, ...Object.keys(LEGACY_MOBILE_TEMPLATE_NAMES)];
export const templateNames = [...mobileTemplateNames, DESKTOP_TEMPLATE];

/** The body of /web/model_setting, /web/model_sponsor and /web/model_login. */
export const modelListBody = {
  type: 'object',
  required: ['site_id', 'language'],
  properties: {
    site_id: siteId,
    language: { type: 'string', enum: LANGUAGES.map((l) => l.code) },
    model_version: { type: 'integer', minimum: 1, maximum: 999, default: 1 },
  },
} as const;

export const siteNotFound = (id: string) => `Site ${id} not found`;
