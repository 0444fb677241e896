import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelRegistry } from './channel-registry.js';
import { createApiHandler } from './http-api/router.js';
import { CloseCode, Limits } from './protocol.js';
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
  const app = { key: options.key, secret: options.secret };
  const gateway = createWebSocketGateway({
    context: { app, registry },
    activityTimeoutS,
    pongTimeoutS,
    maxPayloadBytes,
  });
  const http = createServer(createApiHandler({ appId: options.appId, app, registry, maxPayloadBytes }));
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
        http.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve()));
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
