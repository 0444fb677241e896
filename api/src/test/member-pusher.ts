// A member's page on the real realtime server, in a test: a pusher-js client that authorises its
// private channels and signs in through the api's /broadcasting routes with the session's token,
// as the shell's client does.
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import { post } from './helpers.js';

/** How long a test waits for a realtime message through the api (HTTP publish, then the socket). */
export const REALTIME_WAIT_MS = 8000;

/** `promise`, or a rejection naming `what` after REALTIME_WAIT_MS. */
export function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), REALTIME_WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The data of the next `event` on a pusher-js channel (bounded by REALTIME_WAIT_MS). */
export const nextOn = <T = unknown>(channel: Channel, event: string) =>
  within(
    new Promise<T>((resolve) => {
      const handler = (data: T) => (channel.unbind(event, handler), resolve(data));
      channel.bind(event, handler);
    }),
    `${event} on ${channel.name}`,
  );

export function memberPusher(app: FastifyInstance, realtimePort: number, token: string): Pusher {
  /** POSTs as pusher-js would; answers the SDK's callback (a refusal is an error with the status). */
  const authorize = <T>(
    path: string,
    body: Record<string, string>,
    callback: (error: Error | null, data: T | null) => void,
  ) =>
    void post(app, path, body, { authorization: token }).then((res) =>
      res.statusCode === 200 ? callback(null, res.json() as T) : callback(new Error(`status ${res.statusCode}`), null),
    );
  return new Pusher('croupier-key', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: realtimePort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        authorize('/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, callback),
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) =>
        authorize('/broadcasting/user-auth', { socket_id: socketId }, callback),
    },
  });
}
