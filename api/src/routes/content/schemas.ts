// Request fragments and options shared by the content endpoints.
import Type from 'typebox';
import {
  DESKTOP_TEMPLATE,
  LEGACY_MOBILE_TEMPLATE_NAMES,
  MOBILE_TEMPLATES,
  type ModelListRequest,
} from '@croupier/shared/contracts';
import type { RouteOptions } from '../../http/route-options.js';
import { Defaulted, Language, SiteId, satisfiesWire, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import type { Content } from '../../services/sites/index.js';

export interface ContentRouteOptions extends RouteOptions {
  content: Content;
}
export type ContentRoutePlugin = RoutePlugin<ContentRouteOptions>;

/** The body of the lists fetched by site alone (logo, footer, float). */
export const SiteBody = Type.Object({ site_id: SiteId });

/** H5_1..H5_8 and the legacy names (origin_mobile, bob_mobile). */
export const MobileTemplateName = StringIn([...MOBILE_TEMPLATES, ...Object.keys(LEGACY_MOBILE_TEMPLATE_NAMES)]);
/** A mobile template name or 'pc'. */
export const TemplateName = StringIn([...MobileTemplateName.enum, DESKTOP_TEMPLATE]);

/** The body of /web/model_setting, /web/model_sponsor and /web/model_login. */
export const ModelListBody = satisfiesWire<ModelListRequest>()(
  Type.Object({
    site_id: SiteId,
    language: Language,
    model_version: Defaulted(Type.Integer({ minimum: 1, maximum: 999 }), 1),
  }),
);

export const siteNotFound = (id: string) => `Site ${id} not found`;
