import { APP, nextOn, signedRequest, startHarness, statusOf, type Harness } from './__tests__/harness.js';

let h: Harness;
afterEach(() => h.close());

describe('channel name limits', () => {
  beforeEach(async () => {
    h = await startHarness();
  });

  it('refuses channel names over 200 characters or with other characters, on subscribe', async () => {
    const client = h.client();
    for (const name of ['a'.repeat(201), 'bad channel', 'a:b', 'ü-channel']) {
      const error = await nextOn(client.subscribe(name), 'pusher:subscription_error');
      expect([name, error]).toEqual([name, expect.objectContaining({ type: 'InvalidChannel', status: 400 })]);
    }
    await nextOn(client.subscribe('a'.repeat(200)), 'pusher:subscription_succeeded');
    await nextOn(client.subscribe('Az09_-=@,.;'), 'pusher:subscription_succeeded');
  });

  it('refuses bad channel and event names in the HTTP API with 400', async () => {
    const path = `/apps/${APP.appId}/events`;
    const post = (body: unknown) => signedRequest(h.port, { method: 'POST', path, body }).then((r) => r.status);
    expect(await post({ name: 'e', data: '{}', channel: 'a'.repeat(201) })).toBe(400);
    expect(await post({ name: 'e', data: '{}', channels: ['ok', 'not ok'] })).toBe(400);
    expect(await post({ name: 'e'.repeat(201), data: '{}', channel: 'a' })).toBe(400);
    expect(await post({ name: 'e'.repeat(200), data: '{}', channel: 'a'.repeat(200) })).toBe(200);
    const query = await signedRequest(h.port, {
      method: 'GET',
      path: `/apps/${APP.appId}/channels/${'a'.repeat(201)}`,
    });
    expect(query.status).toBe(400);
  });
});

describe('payload limits', () => {
  it('closes a socket that sends a frame over 10 KB (1009) and keeps one at the limit', async () => {
    h = await startHarness();
    const { socket: atLimit } = await h.rawConnected();
    const ping = JSON.stringify({ event: 'pusher:ping', data: {} });
    atLimit.send(ping.padEnd(10 * 1024, ' '));
    await atLimit.nextEvent('pusher:pong');

    const { socket: over } = await h.rawConnected();
    over.send(ping.padEnd(10 * 1024 + 1, ' '));
    expect((await over.closed).code).toBe(1009);
  });

  it('applies a configured maxPayloadBytes to frames and HTTP event data', async () => {
    h = await startHarness({ maxPayloadBytes: 1024 });
    const { socket } = await h.rawConnected();
    socket.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(1024) } });
    expect((await socket.closed).code).toBe(1009);
    expect(await statusOf(h.sdk.trigger('web_member', 'e', 'x'.repeat(1025)))).toBe(413);
    expect(await statusOf(h.sdk.trigger('web_member', 'e', 'x'.repeat(1024)))).toBe(200);
  });

  it('answers 413, not a reset connection, to an HTTP body far over the limits', async () => {
    h = await startHarness();
    const response = await signedRequest(h.port, {
      method: 'POST',
      path: `/apps/${APP.appId}/events`,
      body: { name: 'e', data: 'x'.repeat(1024 * 1024), channel: 'a' },
    });
    expect(response.status).toBe(413);
  });
});
