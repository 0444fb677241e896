import { ChannelRegistry, type Subscriber } from './channel-registry.js';
import { startHarness, within, type Harness, type RawSocket } from './__tests__/harness.js';

/** A subscriber that keeps what it is sent (the edge of the registry: no socket). */
function recorder(socketId: string): Subscriber & { frames: Buffer[] } {
  const frames: Buffer[] = [];
  return { socketId, frames, sendFrame: (frame) => frames.push(frame) };
}

describe('ChannelRegistry.publish', () => {
  it('encodes a message once: every subscriber gets the same bytes, the excluded socket none', () => {
    const registry = new ChannelRegistry();
    const [a, b, sender] = [recorder('1.1'), recorder('1.2'), recorder('1.3')];
    for (const subscriber of [a, b, sender]) registry.subscribe('jackpots', subscriber);

    const message = JSON.stringify({ event: 'jackpot-updated', channel: 'jackpots', data: '{"name":"Grand € é"}' });
    registry.publish('jackpots', message, sender.socketId);

    expect(a.frames).toHaveLength(1);
    expect(b.frames[0]).toBe(a.frames[0]);
    expect(a.frames[0]?.toString('utf8')).toBe(message);
    expect(sender.frames).toEqual([]);
  });
});

describe('fan-out over sockets', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  async function subscribed(): Promise<RawSocket> {
    const { socket } = await h.rawConnected();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'jackpots' } });
    await socket.nextEvent('pusher_internal:subscription_succeeded');
    return socket;
  }

  it('sends the shared frame as text (a browser gets a string, not a Blob), UTF-8 intact', async () => {
    const socket = await subscribed();
    const frame = new Promise<{ text: string; isBinary: boolean }>((resolve) =>
      socket.ws.once('message', (raw: Buffer, isBinary: boolean) => resolve({ text: raw.toString('utf8'), isBinary })),
    );
    await h.sdk.trigger('jackpots', 'jackpot-updated', { name: 'Grand € é' });
    const { text, isBinary } = await within(frame, 'the broadcast frame');
    expect(isBinary).toBe(false);
    expect(JSON.parse(text)).toEqual({ event: 'jackpot-updated', channel: 'jackpots', data: '{"name":"Grand € é"}' });
  });

  it('still reaches every other subscriber when one socket dropped just before the broadcast', async () => {
    const [gone, ...others] = await Promise.all([subscribed(), subscribed(), subscribed()]);
    gone?.ws.terminate(); // the server may not have seen the close yet: it writes to a dead socket
    await h.sdk.trigger('jackpots', 'jackpot-updated', { amount: '1.00' });
    const got = await Promise.all(others.map((socket) => socket.nextEvent('jackpot-updated')));
    expect(got.map((message) => message.data)).toEqual(['{"amount":"1.00"}', '{"amount":"1.00"}']);
  });

  it('does not negotiate permessage-deflate (a broadcast would be compressed once per socket)', async () => {
    const socket = await h.raw(); // ws offers permessage-deflate by default, as browsers do
    expect(socket.ws.extensions).toBe('');
  });
});
