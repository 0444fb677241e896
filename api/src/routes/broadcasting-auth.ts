// POST /broadcasting/auth (not under /api): signs a private or presence channel
// subscription for pusher-js. A member may join only its own channels, with a live session.
import { createHmac } from 'node:crypto';
import Type from 'typebox';
import { PresenceChannel, PrivateChannel } from '@croupier/shared/contracts';
import { ApiCode } from '../http/api-codes.js';
import { memberOf, requireMember } from '../http/auth.js';
import { fail } from '../http/respond.js';
import type { RoutePlugin } from '../http/route-schema.js';
import type { MemberRow } from '../services/members/index.js';

const Body = Type.Object({
  // The SDK refuses anything else; checking here turns that into a 400 rather than a 500.
  socket_id: Type.String({ pattern: '^\\d+\\.\\d+$', maxLength: 64 }),
  channel_name: Type.String({ minLength: 1, maxLength: 200 }),
});

function allowedChannels(member: MemberRow) {
  return {
    private: new Set([
      `private-${PrivateChannel.member(member.id)}`,
      `private-${PrivateChannel.memberCurrency(member.member_currency)}`,
    ]),
    presence: new Set([`presence-${PresenceChannel.memberCurrency(member.member_currency)}`]),
  };
}

/**
 * Who the member is on the presence channel, which every member of the currency sees: an id
 * stable across the member's windows (they count once) that names no one (no account, no member id).
 */
export function presenceUserId(secret: string, memberId: number): string {
  return createHmac('sha256', secret).update(`presence-user:${memberId}`).digest('hex').slice(0, 32);
}

export const broadcastingAuthRoute: RoutePlugin = async (app, { services, config }) => {
  app.post(
    '/broadcasting/auth',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const { socket_id, channel_name } = request.body;
      const allowed = allowedChannels(member);
      if (allowed.private.has(channel_name)) return services.pusher.authorizeChannel(socket_id, channel_name);
      if (allowed.presence.has(channel_name)) {
        return services.pusher.authorizeChannel(socket_id, channel_name, {
          user_id: presenceUserId(config.pusher.secret, member.id),
        });
      }
      return reply.code(403).send(fail(ApiCode.forbidden, `Not allowed to join ${channel_name}`));
    },
  );
};
