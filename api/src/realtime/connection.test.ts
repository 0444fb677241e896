import { APP, connected, startHarness, waitUntil, within, type Harness } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('websocket connection', () => {
  it('greets pusher-js with connection_established and a socket_id', async () => {
    const client = h.client();
    const socketId = await connected(client);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(h.server.connectionCount()).toBe(1);
  });

  it('sends socket_id and activity_timeout as a JSON string in data', async () => {
    const socket = await h.raw();
    const established = await socket.nextEvent('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('gives every socket its own socket_id', async () => {
    const ids = await Promise.all([connected(h.client()), connected(h.client()), connected(h.client())]);
    expect(new Set(ids).size).toBe(3);
  });

  it('closes an unknown app key with 4001', async () => {
    const socket = await h.raw('/app/not-our-key?protocol=7');
    const error = await socket.nextEvent('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect((await socket.closed).code).toBe(4001);
  });

  it('closes a missing or unsupported protocol version with 4007', async () => {
    const old = await h.raw(`/app/${APP.key}?protocol=6`);
    expect((await old.closed).code).toBe(4007);
    const none = await h.raw(`/app/${APP.key}`);
    expect((await none.closed).code).toBe(4007);
  });

  it('makes pusher-js give up on an unknown key instead of retrying', async () => {
    const client = h.client({ key: 'not-our-key' });
    const refused = new Promise<unknown>((resolve) => client.connection.bind('error', resolve));
    expect(await within(refused, 'the connection error')).toMatchObject({ error: { data: { code: 4001 } } });
    await waitUntil(() => client.connection.state === 'disconnected', 'pusher-js to stop');
    expect(h.server.connectionCount()).toBe(0);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { socket } = await h.rawConnected();
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.nextEvent('pusher:pong');
  });

  it('answers an invalid message with pusher:error and keeps the connection', async () => {
    const { socket } = await h.rawConnected();
    socket.send('not json');
    expect((await socket.nextEvent('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('Invalid'),
    });
    socket.send({ data: {} });
    await socket.nextEvent('pusher:error');
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.nextEvent('pusher:pong');
  });
});
