// What the promotions-content endpoints share: the app's options and their services (composed by
// services/index.ts, handed on by the area plugin, index.ts), the caller's language, its member
// when it sent a valid session, and the site's time zone.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { DEFAULT_LOCALE, isLanguageCode, validTimezone, type LanguageCode } from '@croupier/shared/contracts';
import { readToken } from '../../http/auth.js';
import type { RouteOptions } from '../../http/route-options.js';
import { IntegerIn, type RoutePlugin } from '../../http/route-schema.js';
import type { Announcements, Bulletins, Carousel } from '../../services/promotions/index.js';
import type { MemberRow } from '../../services/members/index.js';

export interface PromotionsContentRouteOptions extends RouteOptions {
  carousel: Carousel;
  announcements: Announcements;
  bulletins: Bulletins;
}
export type PromotionsContentRoutePlugin = RoutePlugin<PromotionsContentRouteOptions>;

/** display_device of a request: 1 desktop, 2 mobile. */
export const RequestDevice = IntegerIn([1, 2]);
/** A member's display_location: 2 everywhere, 3 on the deposit page. */
export const Location = IntegerIn([2, 3]);
/** A currency code as the pages send it ('' = none known yet). */
export const Currency = Type.String({ maxLength: 16 });

/** The `lang` header when it names an interface language, else English. */
export function languageOf(request: FastifyRequest): LanguageCode {
  const lang = request.headers.lang;
  return typeof lang === 'string' && isLanguageCode(lang) ? lang : DEFAULT_LOCALE;
}

/** The member of a valid `authorization` header, or null: on these public calls a bad token is a guest. */
export function optionalMember(request: FastifyRequest, { services }: RouteOptions): MemberRow | null {
  const token = readToken(request);
  return (token && services.sessions.memberFor(token)) || null;
}

/** The site's time zone (site setting TIMEZONE, else DEFAULT_TIMEZONE). */
export const siteZone = ({ services }: RouteOptions, siteId: string) =>
  validTimezone(services.sites.detail(siteId)?.settings.TIMEZONE);

export const siteNotFound = (id: string) => `Site ${id} not found`;
