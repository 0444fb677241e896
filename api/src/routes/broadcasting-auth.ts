// POST /broadcasting/auth (not under /api): signs a private or presence channel
// subscription for pusher-js. A member may join only its own channels.
import Type from 'typebox';
import { PresenceChannel, PrivateChannel } from '@croupier/shared/contracts';
import { ApiCode } from '../http/api-codes.js';
import { memberOf, requireMember } from '../http/auth.js';
import { fail } from '../http/respond.js';
import type { RoutePlugin } from '../http/route-schema.js';
import type { MemberRow } from '../services/members.js';

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

export const broadcastingAuthRoute: RoutePlugin = async (app, { services }) => {
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
          user_id: String(member.id),
          user_info: { member_account: member.member_account },
        });
      }
      return reply.code(403).send(fail(ApiCode.forbidden, `Not allowed to join ${channel_name}`));
    },
  );
};
