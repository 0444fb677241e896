import { isAuthorizedSubscription } from './channel-auth.js';
import type { ChannelContext } from './channel-context.js';
import { channelKind, isValidChannelName, needsAuth } from './channel-name.js';
import type { Connection } from './connection.js';
import { parsePresenceMember, type PresenceMember } from './presence-member.js';
import { CloseCode, ProtocolEvent } from './protocol.js';

interface SubscribeData {
  channel?: unknown;
  auth?: unknown;
  channel_data?: unknown;
}

function refuse(connection: Connection, channel: string, type: string, error: string, status: number): void {
  connection.send({ event: ProtocolEvent.subscriptionError, channel, data: { type, error, status } });
}

/** pusher:subscribe — public channels at once, private/presence only with a valid signature. */
export function subscribe(context: ChannelContext, connection: Connection, data: SubscribeData): void {
  const { channel } = data;
  if (typeof channel !== 'string') {
    connection.sendError('pusher:subscribe needs a channel name');
    return;
  }
  if (!isValidChannelName(channel)) {
    refuse(
      connection,
      channel,
      'InvalidChannel',
      'Channel names are 1-200 characters of A-Z a-z 0-9 _ - = @ , . ;',
      400,
    );
    return;
  }
  if (
    needsAuth(channel) &&
    !isAuthorizedSubscription(context.app, {
      socketId: connection.socketId,
      channel,
      auth: data.auth,
      channelData: data.channel_data,
    })
  ) {
    refuse(connection, channel, 'AuthError', 'Invalid signature', 401);
    return;
  }

  const kind = channelKind(channel);
  if (!connection.channels.has(channel) && connection.channels.size >= context.policy.maxChannelsPerSocket) {
    connection.refuse(
      CloseCode.overQuota,
      `Over the quota of ${context.policy.maxChannelsPerSocket} channels per connection`,
    );
    return;
  }
  let member: PresenceMember | undefined;
  if (kind === 'presence') {
    member = parsePresenceMember(data.channel_data) ?? undefined;
    if (!member) {
      refuse(connection, channel, 'AuthError', 'channel_data needs a user_id', 400);
      return;
    }
  }

  const { registry } = context;
  // Private data goes only to a socket the api can end: it must sign in as its session soon.
  if (kind !== 'public') connection.requireSigninWithin(context.policy.signinTimeoutMs);
  if (!connection.channels.has(channel)) {
    connection.channels.add(channel);
    const { userJoined } = registry.subscribe(channel, connection, member);
    if (member && userJoined) {
      const added = { user_id: member.userId, user_info: member.userInfo };
      registry.publish(
        channel,
        JSON.stringify({ event: ProtocolEvent.memberAdded, channel, data: JSON.stringify(added) }),
        connection.socketId,
      );
    }
  }
  const succeeded = kind === 'presence' ? { presence: registry.presence(channel) } : {};
  connection.send({ event: ProtocolEvent.subscriptionSucceeded, channel, data: JSON.stringify(succeeded) });
}

/** pusher:unsubscribe, and every channel of a closed socket. */
export function unsubscribe(context: ChannelContext, connection: Connection, channel: string): void {
  if (!connection.channels.delete(channel)) return;
  const { userLeft } = context.registry.unsubscribe(channel, connection.socketId);
  if (userLeft !== undefined) {
    context.registry.publish(
      channel,
      JSON.stringify({ event: ProtocolEvent.memberRemoved, channel, data: JSON.stringify({ user_id: userLeft }) }),
    );
  }
}

export function unsubscribeAll(context: ChannelContext, connection: Connection): void {
  for (const channel of [...connection.channels]) unsubscribe(context, connection, channel);
}
