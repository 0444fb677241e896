// Pusher Channels protocol v7 names, close codes and limits, in one place.

export const PROTOCOL_VERSION = 7;

/** WebSocket close codes. 4000-4099: do not reconnect; 4100-4199: back off; 4200-4299: reconnect now. */
export const CloseCode = {
  goingAway: 1001,
  messageTooBig: 1009,
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
} as const;

/** Code carried in a `pusher:error` that does not close the connection. */
export const ErrorCode = {
  unauthorized: 4009,
} as const;

export const ProtocolEvent = {
  connectionEstablished: 'pusher:connection_established',
  error: 'pusher:error',
  ping: 'pusher:ping',
  pong: 'pusher:pong',
  subscribe: 'pusher:subscribe',
  unsubscribe: 'pusher:unsubscribe',
  subscriptionError: 'pusher:subscription_error',
  subscriptionSucceeded: 'pusher_internal:subscription_succeeded',
  memberAdded: 'pusher_internal:member_added',
  memberRemoved: 'pusher_internal:member_removed',
} as const;

export const CLIENT_EVENT_PREFIX = 'client-';

export const Limits = {
  /** Channel and event names (Pusher: 200 characters). */
  maxNameLength: 200,
  /** Event data, and every incoming websocket frame (Pusher: 10 KB). */
  defaultMaxPayloadBytes: 10 * 1024,
  /** Channels in one POST /events. */
  maxChannelsPerEvent: 100,
  /** Events in one POST /batch_events. */
  maxBatchSize: 10,
  /** Seconds of silence before the server pings a client (sent to it as activity_timeout). */
  defaultActivityTimeoutS: 120,
  /** Seconds a pinged client has to answer before it is closed with 4201 (pusher-js waits 30 s too). */
  defaultPongTimeoutS: 30,
  /** Seconds an HTTP API auth_timestamp may differ from the server clock. */
  maxTimestampSkewS: 600,
} as const;
