import { randomBytes } from 'node:crypto';
import PusherServer from 'pusher';
import { APP, nextOn, startHarness, within, type Harness } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('private channels', () => {
  it('accepts a subscription signed by the server SDK and delivers to laravel-echo', async () => {
    const client = h.client();
    const echo = h.echo(client);
    const subscribed = new Promise<void>((resolve) => echo.private('member.42').subscribed(resolve));
    const cash = new Promise<unknown>((resolve) => echo.private('member.42').listen('.member.cash', resolve));
    await within(subscribed, 'private-member.42 subscription');

    await h.sdk.trigger('private-member.42', 'member.cash', { cash: '99.00' });
    expect(await within(cash, 'member.cash')).toEqual({ cash: '99.00' });
  });

  it('refuses a forged signature with subscription_error and delivers nothing on that channel', async () => {
    const client = h.client({ forgeAuth: true });
    const echo = h.echo(client);
    const refused = new Promise<unknown>((resolve) => echo.private('member.42').error(resolve));
    const seen: unknown[] = [];
    echo.private('member.42').listen('.member.cash', (data: unknown) => seen.push(data));
    expect(await within(refused, 'subscription_error')).toEqual({
      type: 'AuthError',
      error: 'Invalid signature',
      status: 401,
    });

    const publicChannel = client.subscribe('web_member');
    await nextOn(publicChannel, 'pusher:subscription_succeeded');
    const sentinel = nextOn(publicChannel, 'sentinel');
    await h.sdk.trigger('private-member.42', 'member.cash', { cash: 'stolen' });
    await h.sdk.trigger('web_member', 'sentinel', {});
    await sentinel;
    expect(seen).toEqual([]);
    const info = await h.sdk.get({ path: '/channels/private-member.42', params: { info: 'subscription_count' } });
    expect(await info.json()).toEqual({ occupied: false, subscription_count: 0 });
  });

  it('refuses a signature made for another socket, another channel, or without one', async () => {
    const { socket, socketId } = await h.rawConnected();
    const { socketId: otherSocketId } = await h.rawConnected();
    const attempts = [
      { channel: 'private-member.1', auth: h.sdk.authorizeChannel(otherSocketId, 'private-member.1').auth },
      { channel: 'private-member.1', auth: h.sdk.authorizeChannel(socketId, 'private-member.2').auth },
      { channel: 'private-member.1' },
      {
        channel: 'private-member.1',
        auth: `other-key:${h.sdk.authorizeChannel(socketId, 'private-member.1').auth.split(':')[1]}`,
      },
    ];
    for (const data of attempts) {
      socket.send({ event: 'pusher:subscribe', data });
      const error = await socket.nextEvent('pusher:subscription_error');
      expect(error).toMatchObject({ channel: 'private-member.1', data: { status: 401 } });
    }
    socket.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member.1', ...h.sdk.authorizeChannel(socketId, 'private-member.1') },
    });
    expect(await socket.nextEvent('pusher_internal:subscription_succeeded')).toMatchObject({
      channel: 'private-member.1',
    });
  });

  it('refuses a presence subscription whose channel_data was changed after signing', async () => {
    const { socket, socketId } = await h.rawConnected();
    const signed = h.sdk.authorizeChannel(socketId, 'presence-room', { user_id: '1', user_info: { name: 'Ann' } });
    socket.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-room', auth: signed.auth, channel_data: JSON.stringify({ user_id: '2' }) },
    });
    expect(await socket.nextEvent('pusher:subscription_error')).toMatchObject({ data: { status: 401 } });
  });

  it('keeps other subscribers of the channel unaffected by a refused one', async () => {
    const good = h.client();
    const goodChannel = good.subscribe('private-member.42');
    await nextOn(goodChannel, 'pusher:subscription_succeeded');
    const bad = h.client({ forgeAuth: true });
    const badChannel = bad.subscribe('private-member.42');
    await nextOn(badChannel, 'pusher:subscription_error');

    const received = nextOn(goodChannel, 'letter.sent');
    await h.sdk.trigger('private-member.42', 'letter.sent', { id: 1 });
    expect(await received).toEqual({ id: 1 });
  });

  it('relays end-to-end encrypted channels as sealed data, and refuses client events on them', async () => {
    const sdk = new PusherServer({
      ...APP,
      host: '127.0.0.1',
      port: String(h.port),
      useTLS: false,
      encryptionMasterKeyBase64: randomBytes(32).toString('base64'),
    });
    const { socket, socketId } = await h.rawConnected();
    const channel = 'private-encrypted-member.1';
    const { auth } = sdk.authorizeChannel(socketId, channel);
    socket.send({ event: 'pusher:subscribe', data: { channel, auth } });
    await socket.nextEvent('pusher_internal:subscription_succeeded');

    await sdk.trigger(channel, 'member.cash', { cash: '3.00' });
    const delivered = await socket.nextEvent('member.cash');
    expect(JSON.parse(delivered.data as string)).toEqual({ nonce: expect.any(String), ciphertext: expect.any(String) });
    expect(delivered.data).not.toContain('3.00');

    socket.send({ event: 'client-hello', channel, data: {} });
    expect(await socket.nextEvent('pusher:error')).toMatchObject({ data: { code: 4009 } });
  });
});
