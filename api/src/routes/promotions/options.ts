// What the activity endpoints share (red envelopes, cash surplus and the daily sign-in,
// promotions): the app's options and their services (composed by services/index.ts, handed on by
// the area plugin, index.ts).
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { readToken } from '../../http/auth.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { MemberRow } from '../../services/members/index.js';
import type { Promotions, RedEnvelopes, Signins } from '../../services/promotions/index.js';
import type { Sessions } from '../../services/auth/index.js';

export { languageOf } from '../member/options.js';

export interface PromotionsRouteOptions extends RouteOptions {
  redEnvelopes: RedEnvelopes;
  signins: Signins;
  promotions: Promotions;
}
export type PromotionsRoutePlugin = RoutePlugin<PromotionsRouteOptions>;

/** request_id of the paying calls: a retry with the same one answers the first call. */
export const RequestId = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }));
/** A record id. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A currency code ('USD'). */
export const Currency = Type.String({ pattern: '^[A-Z]{3,5}$' });

/** The member of an optional authorization header: a guest (null) without one or with a dead one. */
export function optionalMember(request: FastifyRequest, sessions: Pick<Sessions, 'memberFor'>): MemberRow | null {
  const token = readToken(request);
  return (token && sessions.memberFor(token)) || null;
}
