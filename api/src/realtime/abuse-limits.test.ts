import { APP, startHarness, type Harness } from './__tests__/harness.js';

let h: Harness;
afterEach(() => h.close());

const subscribePrivate = (socketId: string, channel: string) => ({
  event: 'pusher:subscribe',
  data: { channel, ...h.sdk.authorizeChannel(socketId, channel) },
});

describe('client events', () => {
  it('are refused by default (4009 pusher:error) and reach nobody', async () => {
    h = await startHarness();
    const { socket: sender, socketId } = await h.rawConnected();
    const { socket: receiver, socketId: receiverId } = await h.rawConnected();
    sender.send(subscribePrivate(socketId, 'private-chat.1'));
    receiver.send(subscribePrivate(receiverId, 'private-chat.1'));
    await sender.nextEvent('pusher_internal:subscription_succeeded');
    await receiver.nextEvent('pusher_internal:subscription_succeeded');

    sender.send({ event: 'client-typing', channel: 'private-chat.1', data: { x: 'x'.repeat(9000) } });
    expect(await sender.nextEvent('pusher:error')).toMatchObject({ data: { code: 4009 } });
    await h.sdk.trigger('private-chat.1', 'sentinel', {});
    await receiver.nextEvent('sentinel');
    expect(receiver.pending().filter((m) => m.event === 'client-typing')).toEqual([]);
  });
});

describe('messages per second per socket', () => {
  it('closes a socket over the rate with 4301 after a pusher:error, and keeps one at the rate', async () => {
    h = await startHarness({ maxMessagesPerSecond: 5 });
    const { socket: flooder } = await h.rawConnected();
    for (let i = 0; i < 50; i += 1) flooder.send({ event: 'pusher:ping', data: {} });
    expect(await flooder.nextEvent('pusher:error')).toMatchObject({ data: { code: 4301 } });
    expect((await flooder.closed).code).toBe(4301);
    expect(flooder.pending().filter((m) => m.event === 'pusher:pong').length).toBeLessThanOrEqual(5);

    const { socket: calm } = await h.rawConnected();
    for (let i = 0; i < 5; i += 1) calm.send({ event: 'pusher:ping', data: {} });
    for (let i = 0; i < 5; i += 1) await calm.nextEvent('pusher:pong');
    expect(calm.ws.readyState).toBe(calm.ws.OPEN);
  });
});

describe('channels per socket', () => {
  it('closes a socket that subscribes one channel over the quota with 4004', async () => {
    h = await startHarness({ maxChannelsPerSocket: 3 });
    const { socket } = await h.rawConnected();
    for (const channel of ['a', 'b', 'c']) {
      socket.send({ event: 'pusher:subscribe', data: { channel } });
      await socket.nextEvent('pusher_internal:subscription_succeeded');
    }
    // Subscribing again to one it has is not a new channel.
    socket.send({ event: 'pusher:subscribe', data: { channel: 'a' } });
    await socket.nextEvent('pusher_internal:subscription_succeeded');
    socket.send({ event: 'pusher:subscribe', data: { channel: 'd' } });
    expect(await socket.nextEvent('pusher:error')).toMatchObject({ data: { code: 4004 } });
    expect((await socket.closed).code).toBe(4004);
    const info = await h.sdk.get({ path: '/channels/d', params: { info: 'subscription_count' } });
    expect(await info.json()).toEqual({ occupied: false, subscription_count: 0 });
  });
});

describe('sockets per address', () => {
  it('closes the socket over the cap with 4100; a slot frees when one closes', async () => {
    h = await startHarness({ maxSocketsPerIp: 2 });
    const first = await h.rawConnected();
    await h.rawConnected();
    const third = await h.raw();
    expect(await third.nextEvent('pusher:error')).toMatchObject({ data: { code: 4100 } });
    expect((await third.closed).code).toBe(4100);

    first.socket.ws.close();
    await first.socket.closed;
    const { socketId } = await h.rawConnected();
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });
});

describe('Origin check', () => {
  const path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`;
  beforeEach(async () => {
    h = await startHarness({ allowedOrigins: ['http://localhost:3000', 'https://games.example'] });
  });

  it('accepts a listed origin', async () => {
    const socket = await h.raw(path, { origin: 'https://games.example' });
    expect((await socket.nextEvent('pusher:connection_established')).event).toBe('pusher:connection_established');
  });

  it('closes a socket from another origin with 4009 before it gets a socket_id', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'null',
      'https://games.example.evil.example',
    ]) {
      const socket = await h.raw(path, { origin });
      expect(await socket.nextEvent('pusher:error')).toMatchObject({ data: { code: 4009 } });
      expect((await socket.closed).code).toBe(4009);
      expect(socket.pending().filter((m) => m.event === 'pusher:connection_established')).toEqual([]);
    }
  });

  it('lets a client without an Origin header in (server SDKs, native apps)', async () => {
    const socket = await h.raw(path);
    await socket.nextEvent('pusher:connection_established');
  });
});
