import { connected, startHarness, waitUntil, type Harness } from './__tests__/harness.js';

// Short timeouts keep these tests fast: 0.25 s of silence before a ping, 0.5 s to answer it.
const TIMING = { activityTimeoutS: 0.25, pongTimeoutS: 0.5 };

let h: Harness;
beforeEach(async () => {
  h = await startHarness(TIMING);
});
afterEach(() => h.close());

describe('activity check', () => {
  it('tells clients the activity_timeout', async () => {
    const socket = await h.raw();
    const established = await socket.nextEvent('pusher:connection_established');
    expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 0.25 });
  });

  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const { socket } = await h.rawConnected();
    await socket.nextEvent('pusher:ping');
    expect(await socket.closed).toEqual({ code: 4201, reason: 'Pong reply not received' });
    await waitUntil(() => h.server.connectionCount() === 0, 'the server to forget the socket');
  });

  it('keeps a client that answers each ping', async () => {
    const { socket } = await h.rawConnected();
    let closed = false;
    void socket.closed.then(() => (closed = true));
    for (let ping = 0; ping < 3; ping += 1) {
      await socket.nextEvent('pusher:ping');
      socket.send({ event: 'pusher:pong', data: {} });
    }
    expect(closed).toBe(false);
    expect(h.server.connectionCount()).toBe(1);
  });

  it('keeps pusher-js connected on the same socket through several idle periods', async () => {
    const client = h.client();
    const socketId = await connected(client);
    let heartbeats = 0;
    client.connection.bind('message', (message: { event: string }) => {
      if (message.event === 'pusher:pong' || message.event === 'pusher:ping') heartbeats += 1;
    });
    await waitUntil(() => heartbeats >= 4, 'four heartbeats');
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(socketId);
    expect(h.server.connectionCount()).toBe(1);
  });

  it('pings only after silence: traffic from the client postpones the ping', async () => {
    await h.close();
    // The server's activity timers (and Date) on jest's clock, the sockets' I/O real: the silence
    // the server sees is exactly the time the test moves the clock by, however slow the machine.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'] });
    try {
      h = await startHarness({ activityTimeoutS: 0.5 });
      const { socket } = await h.rawConnected();
      const roundTrip = async () => {
        socket.send({ event: 'pusher:ping', data: {} });
        await socket.nextEvent('pusher:pong');
      };
      const started = Date.now();
      // A message every 400 ms for 3.2 s: the server never sees the 0.5 s of silence it pings after.
      for (let i = 0; i < 8; i += 1) {
        await roundTrip();
        await jest.advanceTimersByTimeAsync(400);
      }
      expect(Date.now() - started).toBe(3_200);
      // One more answer, so that a ping the server sent before it has arrived too.
      await roundTrip();
      expect(socket.pending().filter((message) => message.event === 'pusher:ping')).toEqual([]);
      // Silent for 0.5 s, the client is pinged.
      await jest.advanceTimersByTimeAsync(500);
      await socket.nextEvent('pusher:ping');
    } finally {
      jest.useRealTimers();
    }
  });
});
