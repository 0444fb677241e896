import type { ChannelContext } from './channel-context.js';
import { allowsClientEvents, isValidEventName } from './channel-name.js';
import type { Connection, OutgoingMessage } from './connection.js';
import { ErrorCode } from './protocol.js';

/**
 * A `client-*` event is relayed to the channel's other subscribers, only on private and presence
 * channels the sender is subscribed to; presence relays say which user_id sent it.
 */
export function relayClientEvent(
  context: ChannelContext,
  connection: Connection,
  message: { event: string; channel?: unknown; data?: unknown },
): void {
  const { event, channel, data } = message;
  if (!isValidEventName(event)) {
    connection.sendError('Event names are 1-200 characters');
    return;
  }
  if (typeof channel !== 'string' || !allowsClientEvents(channel)) {
    connection.sendError('Client events are only allowed on private and presence channels', ErrorCode.unauthorized);
    return;
  }
  if (!connection.channels.has(channel)) {
    connection.sendError(`Not subscribed to ${channel}`, ErrorCode.unauthorized);
    return;
  }
  const relayed: OutgoingMessage = { event, channel, data };
  const userId = context.registry.userIdOf(channel, connection.socketId);
  if (userId !== undefined) relayed.user_id = userId;
  context.registry.publish(channel, JSON.stringify(relayed), connection.socketId);
}
