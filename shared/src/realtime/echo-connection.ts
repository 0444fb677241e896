// The edge of the realtime facade: laravel-echo over pusher-js, behind the few calls the
// facade makes, so unit tests can stand a fake in its place.
// Both libraries (~25 KB gzip) are fetched when the first connection is made, not with the page:
// the shell renders first, and the socket's work waits for them in a queue.

import { CHANNEL_AUTH_PATH, USER_AUTH_PATH } from '../contracts/index.js';
import { type SocketConfig } from '../contracts/api-types.js';

/** laravel-echo / pusher-js reconnect settings (spec 01 §9). */
const SOCKET_DEFAULTS = {
  reconnectDelayMs: 1_000,
  reconnectDelayMaxMs: 5_000,
  randomizationFactor: 0.5,
  timeoutMs: 20_000,
  attempts: Infinity,
} as const;

/** pusher-js connection states. */
export type RealtimeState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export type EventCallback = (payload: unknown) => void;

export interface EchoChannelLike {
  listen(event: string, callback: EventCallback): unknown;
  stopListening(event: string, callback?: EventCallback): unknown;
}

export interface EchoConnection {
  channel(name: string): EchoChannelLike;
  /** `name` without the `private-` prefix. */
  private(name: string): EchoChannelLike;
  /** Joins the presence channel `presence-{name}`; `name` without the prefix. */
  join(name: string): EchoChannelLike;
  /** `fullName` with its prefix, as subscribed. */
  leaveChannel(fullName: string): void;
  disconnect(): void;
  state(): RealtimeState;
}

export interface EchoSettings {
  broadcaster: 'pusher';
  key: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: ('ws' | 'wss')[];
  disableStats: boolean;
  cluster: string;
  authEndpoint: string;
  auth: { headers: Record<string, string> };
  /** pusher:signin as the session (a member only): lets the api end this socket when the session ends. */
  userAuthentication: { endpoint: string; transport: 'ajax'; headers: Record<string, string> };
  activityTimeout?: number;
  pongTimeout: number;
}

export type EchoFactory = (settings: EchoSettings) => EchoConnection;

/**
 * Echo options for one connection. Of SOCKET_DEFAULTS (spec 01 §9, written for a socket.io-style
 * client) pusher-js can take only the time-out, as pongTimeout: how long a silent server gets before
 * the connection is dropped and rebuilt. pusher-js's reconnection is its own and not configurable:
 * it retries without limit (matches `attempts: Infinity`), after 0 or 1000 ms depending on the close
 * code (matches `reconnectDelayMs`), with per-attempt time-outs growing from 15 s to 60 s; there is
 * no maximum delay or randomization to set.
 */
export function echoSettings(
  config: SocketConfig,
  token: string | null,
  authEndpoint = CHANNEL_AUTH_PATH,
): EchoSettings {
  return {
    broadcaster: 'pusher',
    key: config.key,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.force_tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    cluster: 'mt1',
    authEndpoint,
    auth: { headers: token ? { authorization: token } : {} },
    // Beside the channel auth path, so the same proxy prefix (/broadcasting) reaches the api.
    userAuthentication: {
      endpoint: authEndpoint === CHANNEL_AUTH_PATH ? USER_AUTH_PATH : authEndpoint.replace(/\/auth$/, '/user-auth'),
      transport: 'ajax',
      headers: token ? { authorization: token } : {},
    },
    pongTimeout: SOCKET_DEFAULTS.timeoutMs,
  };
}

/**
 * Resolves when the page is next idle (at most 2 s): the socket client (~20 KB gzip) is not
 * needed for the first render, so it must not compete with the chunks that paint the header.
 */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 0);
  });

/** A task of its own: the libraries' evaluation and the socket's set-up run as two short tasks, not one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function connectEcho(settings: EchoSettings): Promise<EchoConnection> {
  await whenIdle();
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  await nextTask();
  const echo = new Echo<'pusher'>({ ...settings, Pusher });
  // A member's socket signs in as its session (the realtime server closes private subscribers that do not).
  if (settings.auth.headers.authorization) echo.connector.pusher.signin();
  return {
    channel: (name) => echo.channel(name),
    private: (name) => echo.private(name),
    join: (name) => echo.join(name),
    leaveChannel: (fullName) => echo.leaveChannel(fullName),
    disconnect: () => echo.disconnect(),
    state: () => echo.connector.pusher.connection.state as RealtimeState,
  };
}

/** A connection usable at once: calls made before the libraries arrive run, in order, when they do. */
export const createEchoConnection: EchoFactory = (settings) => {
  let real: EchoConnection | null = null;
  let closed = false;
  const queue: ((conn: EchoConnection) => void)[] = [];
  const run = (op: (conn: EchoConnection) => void) => (real ? op(real) : void queue.push(op));

  connectEcho(settings).then(
    (conn) => {
      if (closed) return conn.disconnect();
      real = conn;
      for (const op of queue.splice(0)) op(conn);
    },
    (error: unknown) => console.error('[realtime] could not load the socket client', error),
  );

  // A channel handle whose listen/stopListening wait for the real channel.
  const deferred = (open: (conn: EchoConnection) => EchoChannelLike): EchoChannelLike => {
    let channel: EchoChannelLike | null = null;
    const pending: ((ch: EchoChannelLike) => void)[] = [];
    run((conn) => {
      channel = open(conn);
      for (const op of pending.splice(0)) op(channel);
    });
    const withChannel = (op: (ch: EchoChannelLike) => void) => (channel ? op(channel) : void pending.push(op));
    const handle: EchoChannelLike = {
      listen: (event, callback) => (withChannel((ch) => ch.listen(event, callback)), handle),
      stopListening: (event, callback) => (withChannel((ch) => ch.stopListening(event, callback)), handle),
    };
    return handle;
  };

  return {
    channel: (name) => deferred((conn) => conn.channel(name)),
    private: (name) => deferred((conn) => conn.private(name)),
    join: (name) => deferred((conn) => conn.join(name)),
    leaveChannel: (fullName) => run((conn) => conn.leaveChannel(fullName)),
    disconnect: () => {
      closed = true;
      queue.length = 0;
      real?.disconnect();
    },
    state: () => (real ? real.state() : closed ? 'disconnected' : 'initialized'),
  };
};
