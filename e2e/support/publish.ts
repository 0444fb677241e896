// Publishes to the e2e realtime server with the official `pusher` server SDK, as the api
// (or a brand's back office) would.
import Pusher from 'pusher';
import { PUSHER_APP } from '../../scripts/stack.mjs';
import { E2E_PORTS } from './ports.js';

export const pusher = new Pusher({
  appId: PUSHER_APP.appId,
  key: PUSHER_APP.key,
  secret: PUSHER_APP.secret,
  host: '127.0.0.1',
  port: String(E2E_PORTS.realtime),
  useTLS: false,
});

export async function publish(channel: string, event: string, data: unknown): Promise<void> {
  const res = await pusher.trigger(channel, event, data);
  if (res.status !== 200) throw new Error(`trigger ${channel} ${event}: HTTP ${res.status}`);
}

/** Waits until the browser's subscription to `channel` has reached the server. */
export async function waitForSubscriber(channel: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await pusher.get({ path: `/channels/${channel}` });
    const info = (await res.json()) as { occupied?: boolean };
    if (info.occupied) return;
    if (Date.now() > deadline) throw new Error(`nobody subscribed to ${channel} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
