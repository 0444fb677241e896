import Pusher from 'pusher';
import type { Config } from '../../config.js';

/** The official server SDK, pointed at our Pusher-protocol server (plain HTTP locally). */
export function createPusher(pusher: Config['pusher']): Pusher {
  return new Pusher({
    appId: pusher.appId,
    key: pusher.key,
    secret: pusher.secret,
    host: pusher.host,
    port: String(pusher.port),
    useTLS: false,
    timeout: 5_000,
  });
}
