import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocketPolicy } from './channel-context.js';
import { ChannelRegistry } from './channel-registry.js';
import { createApiHandler } from './http-api/router.js';
import { CloseCode, Limits } from './protocol.js';
import { UserRegistry } from './user-registry.js';
import { createWebSocketGateway } from './websocket-gateway.js';

export interface RealtimeServerOptions {
  appId: string;
  key: string;
  secret: string;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Sent to clients as activity_timeout; the server pings a socket silent for this long. */
  activityTimeoutS?: number;
  /** How long a pinged socket has to answer before it is closed with 4201 (default: 30 s, or activityTimeoutS if less). */
  pongTimeoutS?: number;
  /** Largest incoming websocket frame and largest HTTP API event data. */
  maxPayloadBytes?: number;
  /** Relay `client-*` events (default false: they are refused with a 4009 pusher:error). */
  clientEvents?: boolean;
  /** Over it a socket is closed with 4301 (default 100). */
  maxMessagesPerSecond?: number;
  /** A subscription over it closes the socket with 4004 (default 50). */
  maxChannelsPerSocket?: number;
  /** A socket over it, from one address, is closed with 4100 (default 200). */
  maxSocketsPerIp?: number;
  /** Seconds a socket with a private or presence channel has to sign in, else 4009 (default 30; 0: never asked). */
  signinTimeoutS?: number;
  /** Origins (scheme://host[:port]) a browser socket may come from; empty or absent: any. */
  allowedOrigins?: readonly string[];
}

export interface RealtimeServer {
  listen(): Promise<{ port: number; host: string }>;
  close(): Promise<void>;
  /** Closes every socket; the default 4200 tells pusher-js to reconnect (and resubscribe) at once. */
  closeAllConnections(code?: number, reason?: string): void;
  connectionCount(): number;
}

/** A Pusher Channels protocol v7 server: websocket at /app/{key}, HTTP API at /apps/{app_id}, one port. */
export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const activityTimeoutS = options.activityTimeoutS ?? Limits.defaultActivityTimeoutS;
  const pongTimeoutS = options.pongTimeoutS ?? Math.min(Limits.defaultPongTimeoutS, activityTimeoutS);
  const maxPayloadBytes = options.maxPayloadBytes ?? Limits.defaultMaxPayloadBytes;
  const host = options.host ?? '0.0.0.0';

  const registry = new ChannelRegistry();
  const users = new UserRegistry();
  const app = { key: options.key, secret: options.secret };
  const policy: SocketPolicy = {
    clientEvents: options.clientEvents ?? false,
    maxChannelsPerSocket: options.maxChannelsPerSocket ?? Limits.defaultMaxChannelsPerSocket,
    maxMessagesPerSecond: options.maxMessagesPerSecond ?? Limits.defaultMaxMessagesPerSecond,
    signinTimeoutMs: (options.signinTimeoutS ?? Limits.defaultSigninTimeoutS) * 1000,
  };
  const gateway = createWebSocketGateway({
    context: { app, registry, users, policy },
    activityTimeoutS,
    pongTimeoutS,
    maxPayloadBytes,
    allowedOrigins: options.allowedOrigins?.length ? new Set(options.allowedOrigins) : null,
    maxSocketsPerIp: options.maxSocketsPerIp ?? Limits.defaultMaxSocketsPerIp,
  });
  const http = createServer(createApiHandler({ appId: options.appId, app, registry, users, maxPayloadBytes }));
  http.on('upgrade', gateway.handleUpgrade);

  return {
    listen() {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(options.port, host, () => {
          http.off('error', reject);
          resolve({ port: (http.address() as AddressInfo).port, host });
        });
      });
    },

    async close() {
      const stopped = new Promise<void>((resolve, reject) => {
        http.close((error) =>
          error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve(),
        );
      });
      http.closeIdleConnections();
      await gateway.close();
      http.closeAllConnections();
      await stopped;
    },

    closeAllConnections(code = CloseCode.reconnectImmediately, reason = 'Reconnect') {
      gateway.closeAll(code, reason);
    },

    connectionCount: () => gateway.connectionCount(),
  };
}
