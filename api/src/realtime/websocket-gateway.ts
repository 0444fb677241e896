import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChannelContext } from './channel-context.js';
import { Connection, type ActivityTiming } from './connection.js';
import { decodePathSegment } from './path-segment.js';
import { CloseCode, PROTOCOL_VERSION, ProtocolEvent } from './protocol.js';
import { handleSocketMessage } from './socket-messages.js';
import { newSocketId } from './socket-id.js';
import { unsubscribeAll } from './subscriptions.js';

export interface GatewayOptions {
  context: ChannelContext;
  activityTimeoutS: number;
  pongTimeoutS: number;
  maxPayloadBytes: number;
  /** Origins a browser socket may come from; null allows any. */
  allowedOrigins: ReadonlySet<string> | null;
  maxSocketsPerIp: number;
}

const APP_PATH = /^\/app\/([^/]+)$/;

/** Websocket side of the server: `/app/{key}?protocol=7` upgrades, one Connection per socket. */
export function createWebSocketGateway(options: GatewayOptions) {
  const { context } = options;
  // ws closes a socket that sends a bigger frame with 1009 before it reaches any handler.
  // No permessage-deflate (ws's default, stated): a broadcast would be compressed once per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes, perMessageDeflate: false });
  const connections = new Map<string, Connection>();
  const socketsPerIp = new Map<string, number>();
  const timing: ActivityTiming = {
    activityTimeoutMs: options.activityTimeoutS * 1000,
    pongTimeoutMs: options.pongTimeoutS * 1000,
  };

  function refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(JSON.stringify({ event: ProtocolEvent.error, data: { code, message } }));
    ws.close(code, message);
  }

  function accept(ws: WebSocket, request: IncomingMessage, key: string | null): void {
    ws.on('error', () => {}); // e.g. an oversized frame: ws closes the socket itself
    if (key !== context.app.key) {
      refuse(ws, CloseCode.appNotFound, `App key ${key ?? ''} does not exist`);
      return;
    }
    const protocol = new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol');
    if (protocol !== String(PROTOCOL_VERSION)) {
      refuse(ws, CloseCode.unsupportedProtocol, `Unsupported protocol version ${protocol ?? '(none)'}`);
      return;
    }

    // A browser always sends Origin; a page of another site must not open the member's socket.
    // Clients without one (server SDKs, native apps) cannot be told apart by it and are let in.
    const origin = request.headers.origin;
    if (options.allowedOrigins && origin !== undefined && !options.allowedOrigins.has(origin)) {
      refuse(ws, CloseCode.unauthorized, `Origin ${origin.slice(0, 200)} is not allowed`);
      return;
    }
    const ip = request.socket.remoteAddress ?? '';
    const fromIp = socketsPerIp.get(ip) ?? 0;
    if (fromIp >= options.maxSocketsPerIp) {
      refuse(ws, CloseCode.overCapacity, `Over the limit of ${options.maxSocketsPerIp} connections per address`);
      return;
    }
    socketsPerIp.set(ip, fromIp + 1);

    const connection = new Connection(newSocketId(connections), ws, timing);
    connections.set(connection.socketId, connection);
    ws.on('message', (raw, isBinary) => {
      if (!connection.withinRate(context.policy.maxMessagesPerSecond)) {
        if (ws.readyState === ws.OPEN) connection.refuse(CloseCode.rateLimited, 'Over the message rate limit');
        return;
      }
      connection.touch();
      if (isBinary) {
        connection.sendError('Binary frames are not part of the protocol');
        return;
      }
      handleSocketMessage(context, connection, raw.toString());
    });
    ws.on('close', () => {
      connection.stopActivityCheck();
      connections.delete(connection.socketId);
      const left = (socketsPerIp.get(ip) ?? 1) - 1;
      if (left > 0) socketsPerIp.set(ip, left);
      else socketsPerIp.delete(ip);
      context.users.remove(connection);
      unsubscribeAll(context, connection);
    });
    connection.send({
      event: ProtocolEvent.connectionEstablished,
      data: JSON.stringify({ socket_id: connection.socketId, activity_timeout: options.activityTimeoutS }),
    });
  }

  return {
    /** For the http server's 'upgrade' event; anything but /app/{key} gets a 404. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const match = APP_PATH.exec(path);
      if (!match) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const key = decodePathSegment(match[1] ?? '');
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, key));
    },

    connectionCount(): number {
      return connections.size;
    },

    closeAll(code: number, reason: string): void {
      for (const connection of connections.values()) connection.close(code, reason);
    },

    /** Closes every socket and waits until they are all gone. */
    async close(): Promise<void> {
      const closed = [...wss.clients].map(
        (ws) =>
          new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.once('close', () => resolve()))),
      );
      for (const connection of connections.values()) connection.close(CloseCode.goingAway, 'Server shutting down');
      // A peer that never answers the close handshake is cut off.
      const cutOff = setTimeout(() => wss.clients.forEach((ws) => ws.terminate()), 1000);
      await Promise.all(closed);
      clearTimeout(cutOff);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
