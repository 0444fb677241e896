import { connected, startHarness, within, type Harness } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('server-initiated reconnect', () => {
  it('makes pusher-js reconnect at once and laravel-echo resubscribe (closeAllConnections, 4200)', async () => {
    const client = h.client();
    const echo = h.echo(client);
    /** Resolves on the n-th subscription_succeeded laravel-echo reports for a channel. */
    const nthSubscription = (channel: { subscribed(callback: () => void): unknown }, n: number) =>
      new Promise<void>((resolve) => {
        let count = 0;
        channel.subscribed(() => (++count === n ? resolve() : undefined));
      });
    const firstPublic = nthSubscription(echo.channel('web_member'), 1);
    const resubscribed = Promise.all([
      nthSubscription(echo.channel('web_member'), 2),
      nthSubscription(echo.private('member.7'), 2),
    ]);
    const cash = new Promise<unknown>((resolve) => echo.private('member.7').listen('.member.cash', resolve));
    const login = new Promise<unknown>((resolve) => echo.channel('web_member').listen('.login', resolve));
    await within(firstPublic, 'first subscription');
    const firstSocketId = await connected(client);

    const closedWith = new Promise<unknown>((resolve) => client.connection.bind('error', resolve));
    h.server.closeAllConnections();
    expect(await within(closedWith, 'the close')).toMatchObject({ type: 'PusherError', data: { code: 4200 } });
    await within(resubscribed, 'resubscription after reconnect');
    expect(client.connection.socket_id).not.toBe(firstSocketId);
    expect(h.server.connectionCount()).toBe(1);

    await h.sdk.trigger('private-member.7', 'member.cash', { cash: '1.00' });
    await h.sdk.trigger('web_member', 'login', { token: 'new' });
    expect(await within(cash, 'member.cash after reconnect')).toEqual({ cash: '1.00' });
    expect(await within(login, 'login after reconnect')).toEqual({ token: 'new' });
  });

  it('closes sockets with the code it is given', async () => {
    const { socket } = await h.rawConnected();
    h.server.closeAllConnections(4100, 'Over capacity');
    expect(await socket.closed).toEqual({ code: 4100, reason: 'Over capacity' });
  });
});
