// Test harness: a real server on a free port, the real `pusher` SDK publishing, real pusher-js /
// laravel-echo clients and raw `ws` sockets receiving. Every wait is bounded by WAIT_MS.
import { createHash, createHmac } from 'node:crypto';
import PusherServer from 'pusher';
import Pusher, { type Channel } from 'pusher-js';
import Echo from 'laravel-echo';
import WebSocket from 'ws';
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from '../server.js';

export interface AppSettings {
  appId: string;
  key: string;
  secret: string;
}
export const APP: Readonly<AppSettings> = { appId: 'test-app', key: 'test-key', secret: 'test-secret' };
export const WAIT_MS = 4000;

export function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Polls a condition that has no event of its own (every 10 ms, bounded by WAIT_MS). */
export function waitUntil(condition: () => boolean, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const met = new Promise<void>((resolve) => {
    const check = () => (condition() ? resolve() : (timer = setTimeout(check, 10)));
    check();
  });
  return within(met, what).finally(() => clearTimeout(timer));
}

export interface PresenceUser {
  user_id: string;
  user_info: Record<string, unknown>;
}

export interface ClientOptions {
  /** The presence identity the auth handler signs into channel_data. */
  user?: PresenceUser;
  /** Sign with the wrong secret, as a forged client would. */
  forgeAuth?: boolean;
  /** Connect with another app key. */
  key?: string;
  /** Sign in (pusher:signin) as this user id, as the api's user-auth endpoint will sign it. */
  signinAs?: string;
}

/** Protocol messages as a raw socket sees them (data left as sent). */
export interface WireMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export class RawSocket {
  private readonly received: WireMessage[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.received.push(JSON.parse(raw.toString()) as WireMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('error', () => {});
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (received so far or later) matching the predicate; consumed once returned. */
  next(predicate: (message: WireMessage) => boolean = () => true, what = 'a message'): Promise<WireMessage> {
    const found = new Promise<WireMessage>((resolve) => {
      const check = () => {
        const index = this.received.findIndex(predicate);
        if (index >= 0) resolve(this.received.splice(index, 1)[0] as WireMessage);
        else this.waiters.push(check);
      };
      check();
    });
    return within(found, what);
  }

  nextEvent(event: string): Promise<WireMessage> {
    return this.next((message) => message.event === event, event);
  }

  /** Every message received so far and not consumed. */
  pending(): WireMessage[] {
    return [...this.received];
  }
}

export function socketIdOf(established: WireMessage): string {
  return (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
}

export interface Harness {
  port: number;
  server: RealtimeServer;
  /** The official server SDK, configured for this server. */
  sdk: PusherServer;
  sdkWith(overrides: Partial<AppSettings>): PusherServer;
  client(options?: ClientOptions): Pusher;
  echo(client: Pusher): Echo<'pusher'>;
  raw(path?: string, headers?: Record<string, string>): Promise<RawSocket>;
  /** A raw socket past the handshake: connection_established already consumed. */
  rawConnected(): Promise<{ socket: RawSocket; socketId: string }>;
  close(): Promise<void>;
}

export async function startHarness(options: Partial<RealtimeServerOptions> = {}): Promise<Harness> {
  const server = createRealtimeServer({ ...APP, port: 0, host: '127.0.0.1', ...options });
  const { port } = await server.listen();
  const clients: Pusher[] = [];
  const sockets: RawSocket[] = [];

  const sdkWith = (overrides: Partial<AppSettings>) =>
    new PusherServer({ ...APP, ...overrides, host: '127.0.0.1', port: String(port), useTLS: false });
  const sdk = sdkWith({});
  const forger = sdkWith({ secret: 'not-the-secret' });

  const raw = async (
    path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`,
    headers: Record<string, string> = {},
  ) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    const socket = new RawSocket(ws);
    sockets.push(socket);
    await within(new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject)), 'websocket open');
    return socket;
  };

  return {
    port,
    server,
    sdk,
    sdkWith,
    client(clientOptions = {}) {
      const signer = clientOptions.forgeAuth ? forger : sdk;
      const client = new Pusher(clientOptions.key ?? APP.key, {
        cluster: 'mt1',
        wsHost: '127.0.0.1',
        wsPort: port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        // As the api's auth endpoint will: sign with the server SDK.
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) => {
            const presence = channelName.startsWith('presence-') ? clientOptions.user : undefined;
            callback(null, signer.authorizeChannel(socketId, channelName, presence));
          },
        },
        userAuthentication: {
          customHandler: ({ socketId }, callback) => {
            callback(null, signer.authenticateUser(socketId, { id: clientOptions.signinAs ?? '' }));
          },
        },
      });
      if (clientOptions.signinAs !== undefined) client.signin();
      clients.push(client);
      return client;
    },
    echo(client) {
      return new Echo({ broadcaster: 'pusher', client, withoutInterceptors: true });
    },
    raw,
    async rawConnected() {
      const socket = await raw();
      const established = await socket.nextEvent('pusher:connection_established');
      return { socket, socketId: socketIdOf(established) };
    },
    async close() {
      for (const client of clients) client.disconnect();
      for (const socket of sockets) socket.ws.terminate();
      await server.close();
    },
  };
}

/** Resolves with the socket_id once the client is connected. */
export function connected(client: Pusher): Promise<string> {
  const done = new Promise<string>((resolve) => {
    if (client.connection.state === 'connected') resolve(client.connection.socket_id);
    else client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
  return within(done, 'pusher-js to connect');
}

/** The data of the next `event` on a pusher-js channel. */
export function nextOn<T = unknown>(channel: Channel, event: string): Promise<T> {
  const received = new Promise<T>((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
  return within(received, `${event} on ${channel.name}`);
}

/** Collects every `event` on a channel, for "nothing else arrived" checks. */
export function record<T = unknown>(channel: Channel, event: string): T[] {
  const seen: T[] = [];
  channel.bind(event, (data: T) => seen.push(data));
  return seen;
}

/** A hand-signed HTTP API request, for requests the SDK refuses to make (bad timestamps, 101 channels...). */
export async function signedRequest(
  port: number,
  request: {
    method: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    body?: unknown;
    secret?: string;
    timestamp?: number;
    /** Sent instead of the body that was signed. */
    sentBody?: string;
  },
): Promise<{ status: number; text: string }> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const params: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(request.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...request.query,
  };
  if (body !== undefined) params.body_md5 = createHash('md5').update(body).digest('hex');
  const signed = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const signature = createHmac('sha256', request.secret ?? APP.secret)
    .update(`${request.method}\n${request.path}\n${signed}`)
    .digest('hex');
  const query = new URLSearchParams({ ...params, auth_signature: signature });
  const response = await fetch(`http://127.0.0.1:${port}${request.path}?${query}`, {
    method: request.method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.sentBody ?? body,
  });
  return { status: response.status, text: await response.text() };
}

/** The HTTP status of a rejected SDK call (the SDK throws a RequestError carrying it). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    const response = (await call) as { status: number };
    return response.status;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === undefined) throw error;
    return status;
  }
}
