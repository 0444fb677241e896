import { connected, nextOn, startHarness, within, type Harness } from './__tests__/harness.js';

let h: Harness;
afterEach(() => h.close());

describe('user authentication (pusher:signin) and terminate_connections', () => {
  beforeEach(async () => {
    h = await startHarness();
  });

  it('signs pusher-js in with the SDK’s authenticateUser signature', async () => {
    const client = h.client({ signinAs: 'session-a' });
    await connected(client);
    await within(client.user.signinDonePromise, 'signin');
    expect(client.user.user_data).toEqual({ id: 'session-a' });
  });

  it('closes a socket whose signin signature is forged (4009)', async () => {
    const { socket, socketId } = await h.rawConnected();
    const forged = h.sdkWith({ secret: 'not-the-secret' }).authenticateUser(socketId, { id: 'session-a' });
    socket.send({ event: 'pusher:signin', data: forged });
    expect(await socket.nextEvent('pusher:error')).toMatchObject({ data: { code: 4009 } });
    expect((await socket.closed).code).toBe(4009);
  });

  it('refuses user_data changed after signing, and a signature made for another socket', async () => {
    const { socket, socketId } = await h.rawConnected();
    const { socketId: other } = await h.rawConnected();
    const signed = h.sdk.authenticateUser(socketId, { id: 'session-a' });
    socket.send({ event: 'pusher:signin', data: { ...signed, user_data: JSON.stringify({ id: 'session-b' }) } });
    expect((await socket.closed).code).toBe(4009);

    const { socket: third } = await h.rawConnected();
    third.send({ event: 'pusher:signin', data: h.sdk.authenticateUser(other, { id: 'session-a' }) });
    expect((await third.closed).code).toBe(4009);
  });

  /** A raw socket signed in as the user and subscribed to the channel (pusher-js, refused by a 4009, leaves a 30 s close timer behind in node). */
  async function signedInSocket(userId: string, channel: string) {
    const { socket, socketId } = await h.rawConnected();
    socket.send({ event: 'pusher:signin', data: h.sdk.authenticateUser(socketId, { id: userId }) });
    expect(await socket.nextEvent('pusher:signin_success')).toMatchObject({
      data: { user_data: JSON.stringify({ id: userId }) },
    });
    socket.send({ event: 'pusher:subscribe', data: { channel, ...h.sdk.authorizeChannel(socketId, channel) } });
    await socket.nextEvent('pusher_internal:subscription_succeeded');
    return socket;
  }

  it('terminate_connections ends every socket of that user, with its private channels, and no other', async () => {
    const revoked = [
      await signedInSocket('session-old', 'private-member.42'),
      await signedInSocket('session-old', 'private-member.42'),
    ];
    const live = h.client({ signinAs: 'session-new' });
    const liveChannel = live.subscribe('private-member.42');
    await nextOn(liveChannel, 'pusher:subscription_succeeded');
    await within(live.user.signinDonePromise, 'signin');

    await h.sdk.terminateUserConnections('session-old');
    for (const socket of revoked) {
      expect(await socket.nextEvent('pusher:error')).toMatchObject({ data: { code: 4009 } });
      expect((await socket.closed).code).toBe(4009);
    }

    const delivered = nextOn(liveChannel, 'member.cash');
    await h.sdk.trigger('private-member.42', 'member.cash', { cash: '1.00' });
    expect(await delivered).toEqual({ cash: '1.00' });
    for (const socket of revoked) expect(socket.pending().filter((m) => m.event === 'member.cash')).toEqual([]);
    const info = await h.sdk.get({ path: '/channels/private-member.42', params: { info: 'subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, subscription_count: 1 });
  });

  it('answers 200 for a user with no sockets, and 401 to a request not signed with the secret', async () => {
    expect((await h.sdk.terminateUserConnections('nobody')).status).toBe(200);
    await expect(h.sdkWith({ secret: 'not-the-secret' }).terminateUserConnections('session-new')).rejects.toMatchObject(
      {
        status: 401,
      },
    );
  });
});

describe('the sign-in deadline for private channels', () => {
  it('closes a socket that holds a private channel and does not sign in (4009); public-only sockets stay', async () => {
    h = await startHarness({ signinTimeoutS: 0.2 });
    const { socket, socketId } = await h.rawConnected();
    socket.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member.1', ...h.sdk.authorizeChannel(socketId, 'private-member.1') },
    });
    await socket.nextEvent('pusher_internal:subscription_succeeded');

    const { socket: signedIn, socketId: signedId } = await h.rawConnected();
    signedIn.send({ event: 'pusher:signin', data: h.sdk.authenticateUser(signedId, { id: 'session-a' }) });
    await signedIn.nextEvent('pusher:signin_success');
    signedIn.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member.1', ...h.sdk.authorizeChannel(signedId, 'private-member.1') },
    });
    await signedIn.nextEvent('pusher_internal:subscription_succeeded');

    const { socket: guest } = await h.rawConnected();
    guest.send({ event: 'pusher:subscribe', data: { channel: 'web_member' } });
    await guest.nextEvent('pusher_internal:subscription_succeeded');

    expect((await socket.closed).code).toBe(4009);
    // Later than the deadline: the signed-in and the public-only sockets still receive.
    await h.sdk.trigger(['private-member.1', 'web_member'], 'ping.test', {});
    await signedIn.nextEvent('ping.test');
    await guest.nextEvent('ping.test');
    expect(h.server.connectionCount()).toBe(2);
  });

  it('is off with signinTimeoutS 0', async () => {
    h = await startHarness({ signinTimeoutS: 0, activityTimeoutS: 0.3 });
    const { socket, socketId } = await h.rawConnected();
    socket.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-member.1', ...h.sdk.authorizeChannel(socketId, 'private-member.1') },
    });
    await socket.nextEvent('pusher_internal:subscription_succeeded');
    // The server's own ping after the activity timeout shows time passed and the socket is still open.
    await socket.nextEvent('pusher:ping');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });
});
