import type { ChannelContext } from './channel-context.js';
import { relayClientEvent } from './client-events.js';
import type { Connection } from './connection.js';
import { CLIENT_EVENT_PREFIX, CloseCode, ErrorCode, ProtocolEvent } from './protocol.js';
import { subscribe, unsubscribe } from './subscriptions.js';
import { signedInUserId } from './user-auth.js';

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `data` arrives as an object from pusher-js, but the protocol also allows a JSON string. */
function dataRecord(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      return asRecord(JSON.parse(data)) ?? {};
    } catch {
      return {};
    }
  }
  return asRecord(data) ?? {};
}

/** Dispatches one text frame from a client. */
export function handleSocketMessage(context: ChannelContext, connection: Connection, text: string): void {
  let message: Record<string, unknown> | null;
  try {
    message = asRecord(JSON.parse(text));
  } catch {
    message = null;
  }
  const event = message?.event;
  if (!message || typeof event !== 'string') {
    connection.sendError('Invalid message format: expected a JSON object with an event name');
    return;
  }

  switch (event) {
    case ProtocolEvent.ping:
      connection.send({ event: ProtocolEvent.pong, data: {} });
      return;
    case ProtocolEvent.pong:
      return; // the activity check was already reset by receiving it
    case ProtocolEvent.subscribe:
      subscribe(context, connection, dataRecord(message.data));
      return;
    case ProtocolEvent.signin:
      signin(context, connection, dataRecord(message.data));
      return;
    case ProtocolEvent.unsubscribe: {
      const { channel } = dataRecord(message.data);
      if (typeof channel === 'string') unsubscribe(context, connection, channel);
      else connection.sendError('pusher:unsubscribe needs a channel name');
      return;
    }
  }
  if (event.startsWith(CLIENT_EVENT_PREFIX)) {
    if (!context.policy.clientEvents) {
      connection.sendError('Client events are not enabled on this server', ErrorCode.unauthorized);
      return;
    }
    relayClientEvent(context, connection, { event, channel: message.channel, data: message.data });
    return;
  }
  connection.sendError(`Unsupported event: ${event.slice(0, 200)}`);
}

/** pusher:signin: a valid signature ties the socket to its user id; a forged one closes it (4009). */
function signin(context: ChannelContext, connection: Connection, data: Record<string, unknown>): void {
  const userId = signedInUserId(context.app, connection.socketId, data);
  if (userId === null) {
    connection.refuse(CloseCode.unauthorized, 'Invalid signin signature');
    return;
  }
  if (connection.userId !== null && connection.userId !== userId) {
    connection.refuse(CloseCode.unauthorized, 'A socket signs in as one user only');
    return;
  }
  if (connection.userId === null) context.users.add(userId, connection);
  connection.signedIn(userId);
  connection.send({ event: ProtocolEvent.signinSuccess, data: { user_data: data.user_data } });
}
