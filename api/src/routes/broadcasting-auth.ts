// POST /broadcasting/auth (not under /api): signs a private or presence channel
// subscription for pusher-js. A member may join only its own channels.
import type { FastifyPluginAsync } from 'fastify';
import { PresenceChannel, PrivateChannel } from '@croupier/shared/contracts';
import { ApiCode } from '../http/api-codes.js';
import { memberOf, requireMember } from '../http/auth.js';
import { fail } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';
import type { MemberRow } from '../services/members.js';

const body = {
  type: 'object',
  required: ['socket_id', 'channel_name'],
  properties: {
    // The SDK refuses anything else; checking here turns that into a 400 rather than a 500.
    socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$', maxLength: 64 },
    channel_name: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

function allowedChannels(member: MemberRow) {
  return {
    private: new Set([
      `private-${PrivateChannel.member(member.id)}`,
      `private-${PrivateChannel.memberCurrency(member.member_currency)}`,
    ]),
    presence: new Set([`presence-${PresenceChannel.memberCurrency(member.member_currency)}`]),
  };
}

export const broadcastingAuthRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post<{ Body: { socket_id: string; channel_name: string } }>(
    '/broadcasting/auth',
    { schema: { body }, preHandler: requireMember(services.sessions) },
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
