// Request fragments, options and the caller ("viewer") shared by the games endpoints.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { GAME_TYPES, isLanguageCode, SUPPORT_DEVICE, type LanguageCode } from '@croupier/shared/contracts';
import { readToken } from '../../http/auth.js';
import type { RouteOptions } from '../../http/route-options.js';
import { IntegerIn, type RoutePlugin } from '../../http/route-schema.js';
import type { GamesCatalogue, GamesJackpot, GamesMembers, Viewer } from '../../services/games/index.js';
import type { MemberRow } from '../../services/members/index.js';

export interface GamesRouteOptions extends RouteOptions {
  catalogue: GamesCatalogue;
  gamesMembers: GamesMembers;
  jackpot: GamesJackpot;
}
export type GamesRoutePlugin = RoutePlugin<GamesRouteOptions>;

/** The catalogue is the same for every currency; '' is accepted (a guest's page before it knows one). */
export const Currency = Type.String({ maxLength: 16 });
export const SupportDevice = IntegerIn(Object.values(SUPPORT_DEVICE));
export const Template = Type.String({ minLength: 1, maxLength: 32 });
export const GtId = IntegerIn(GAME_TYPES.map((t) => t.gt_id));
export const GpId = Type.String({ pattern: '^[A-Za-z0-9]{2,16}$' });
export const House = Type.Integer({ minimum: 0, maximum: 9999 });

export const siteNotFound = (id: string) => `Site ${id} not found`;

/** The member of a valid `authorization` header, or null: on the public lists a bad token means a guest. */
export function optionalMember(request: FastifyRequest, options: RouteOptions): MemberRow | null {
  const token = readToken(request);
  return (token && options.services.sessions.memberFor(token)) || null;
}

/** The `lang` header's language (spec 02 §7), else en_US. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const lang = request.headers.lang;
  return typeof lang === 'string' && isLanguageCode(lang) ? lang : 'en_US';
}

export function viewerOf(request: FastifyRequest, options: RouteOptions, supportDeviceCode: number): Viewer {
  return {
    memberId: optionalMember(request, options)?.id ?? null,
    lang: requestLanguage(request),
    supportDevice: supportDeviceCode,
  };
}
