// The edge of the realtime facade: laravel-echo over pusher-js, behind the few calls the
// facade makes, so unit tests can stand a fake in its place.

import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { CHANNEL_AUTH_PATH, SOCKET_DEFAULTS, type SocketConfig } from '../contracts/index.js';

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
export function echoSettings(config: SocketConfig, token: string | null, authEndpoint = CHANNEL_AUTH_PATH): EchoSettings {
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
    pongTimeout: SOCKET_DEFAULTS.timeoutMs,
  };
}

export const createEchoConnection: EchoFactory = (settings) => {
  const echo = new Echo<'pusher'>({ ...settings, Pusher });
  return {
    channel: (name) => echo.channel(name),
    private: (name) => echo.private(name),
    leaveChannel: (fullName) => echo.leaveChannel(fullName),
    disconnect: () => echo.disconnect(),
    state: () => echo.connector.pusher.connection.state as RealtimeState,
  };
};
