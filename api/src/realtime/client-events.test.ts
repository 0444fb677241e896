import { nextOn, record, startHarness, within, type Harness, type PresenceUser } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ clientEvents: true });
});
afterEach(() => h.close());

async function subscribedClient(channelName: string, user?: PresenceUser) {
  const client = h.client(user ? { user } : {});
  const channel = client.subscribe(channelName);
  await nextOn(channel, 'pusher:subscription_succeeded');
  return { client, channel };
}

/** A later server event on the channel: anything sent to this socket before it has arrived. */
async function settle(channel: Awaited<ReturnType<typeof subscribedClient>>['channel']) {
  const sentinel = nextOn(channel, 'sentinel');
  await h.sdk.trigger(channel.name, 'sentinel', {});
  await sentinel;
}

describe('client events', () => {
  it('relays a laravel-echo whisper on a private channel to the others, not back to the sender', async () => {
    const sender = h.client();
    const receiver = h.client();
    const senderEcho = h.echo(sender);
    const receiverEcho = h.echo(receiver);
    const senderSaw: unknown[] = [];
    const subscribedBoth = Promise.all(
      [senderEcho, receiverEcho].map(
        (echo) => new Promise<void>((resolve) => echo.private('chat.1').subscribed(resolve)),
      ),
    );
    senderEcho.private('chat.1').listenForWhisper('typing', (data: unknown) => senderSaw.push(data));
    const whispered = new Promise<unknown>((resolve) =>
      receiverEcho.private('chat.1').listenForWhisper('typing', resolve),
    );
    await within(subscribedBoth, 'both subscriptions');

    senderEcho.private('chat.1').whisper('typing', { typing: true });
    expect(await within(whispered, 'the whisper')).toEqual({ typing: true });
    await settle(sender.channel('private-chat.1'));
    expect(senderSaw).toEqual([]);
  });

  it('says which presence user sent a client event', async () => {
    const { channel: senderChannel } = await subscribedClient('presence-room', { user_id: '5', user_info: {} });
    const { channel: receiverChannel } = await subscribedClient('presence-room', { user_id: '6', user_info: {} });
    const received = new Promise<[unknown, unknown]>((resolve) =>
      receiverChannel.bind('client-move', (data: unknown, metadata: unknown) => resolve([data, metadata])),
    );
    senderChannel.trigger('client-move', { x: 1 });
    expect(await within(received, 'client-move')).toEqual([{ x: 1 }, { user_id: '5' }]);
  });

  it('refuses client events on public channels with pusher:error and relays nothing', async () => {
    const { client: sender, channel: senderChannel } = await subscribedClient('web_member');
    const { channel: receiverChannel } = await subscribedClient('web_member');
    const receiverSaw = record(receiverChannel, 'client-hello');
    const error = new Promise<unknown>((resolve) => sender.connection.bind('error', resolve));

    senderChannel.trigger('client-hello', {});
    expect(await within(error, 'pusher:error')).toMatchObject({ type: 'PusherError', data: { code: 4009 } });
    await settle(receiverChannel);
    expect(receiverSaw).toEqual([]);
  });

  it('refuses client events from a socket not subscribed to the channel', async () => {
    const { channel: receiverChannel } = await subscribedClient('private-chat.1');
    const receiverSaw = record(receiverChannel, 'client-hello');
    const { socket } = await h.rawConnected();
    socket.send({ event: 'client-hello', channel: 'private-chat.1', data: {} });
    expect(await socket.nextEvent('pusher:error')).toMatchObject({ data: { code: 4009 } });
    await settle(receiverChannel);
    expect(receiverSaw).toEqual([]);
  });
});
