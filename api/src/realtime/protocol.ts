// Pusher Channels protocol v7 names, close codes and limits, in one place.

export const PROTOCOL_VERSION = 7;

/**
 * WebSocket close codes. 4000-4099: do not reconnect; 4100-4199: back off; 4200-4299: reconnect
 * now; 4300 and above: pusher-js does not reconnect either.
 */
export const CloseCode = {
  goingAway: 1001,
  messageTooBig: 1009,
  appNotFound: 4001,
  /** Over a quota: too many channels on one socket. */
  overQuota: 4004,
  unsupportedProtocol: 4007,
  /** An Origin not allowed, a session ended by the api, or no sign-in within the deadline. */
  unauthorized: 4009,
  /** Over capacity: too many sockets from one address (pusher-js backs off and retries). */
  overCapacity: 4100,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
  /** Pusher's client event rate limit; here for every message over the per-socket rate. */
  rateLimited: 4301,
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
  signin: 'pusher:signin',
  signinSuccess: 'pusher:signin_success',
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
  /** Messages a socket may send in one second (a reconnect resubscribes every channel at once). */
  defaultMaxMessagesPerSecond: 100,
  /** Channels one socket may be subscribed to. */
  defaultMaxChannelsPerSocket: 50,
  /** Open sockets from one client address. */
  defaultMaxSocketsPerIp: 200,
  /** Seconds a socket with a private or presence channel has to sign in (pusher:signin). */
  defaultSigninTimeoutS: 30,
} as const;
