// A member's page on the real realtime server, in a test: a pusher-js client that authorises its
// private channels and signs in through the api's /broadcasting routes with the session's token,
// as the shell's client does.
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import { post } from './helpers.js';

export function memberPusher(app: FastifyInstance, realtimePort: number, token: string): Pusher {
  /** POSTs as pusher-js would; answers the SDK's callback (a refusal is an error with the status). */
  const authorize = <T>(path: string, body: Record<string, string>, callback: (error: Error | null, data: T | null) => void) =>
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
      customHandler: ({ socketId, channelName }, callback) => authorize('/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, callback),
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => authorize('/broadcasting/user-auth', { socket_id: socketId }, callback),
    },
  });
}
