import { connected, nextOn, record, startHarness, within, type Harness } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

/** Resolves once pusher-js holds the subscription, so a publish after it is seen. */
async function subscribe(client: ReturnType<Harness['client']>, name: string) {
  const channel = client.subscribe(name);
  await nextOn(channel, 'pusher:subscription_succeeded');
  return channel;
}

describe('public channels', () => {
  it('delivers an SDK-published event to laravel-echo, data parsed', async () => {
    const client = h.client();
    const echo = h.echo(client);
    const received = new Promise<unknown>((resolve) => echo.channel('web_member').listen('.member.cash', resolve));
    await nextOn(client.channel('web_member'), 'pusher:subscription_succeeded');

    await h.sdk.trigger('web_member', 'member.cash', { cash: '12.50' });
    expect(await within(received, 'member.cash')).toEqual({ cash: '12.50' });
  });

  it('delivers one event to several channels', async () => {
    const client = h.client();
    const [a, b] = await Promise.all([subscribe(client, 'web_api.CNY'), subscribe(client, 'web_api.USD')]);
    const both = Promise.all([nextOn(a, 'carousel_picture.url'), nextOn(b, 'carousel_picture.url')]);
    await h.sdk.trigger(['web_api.CNY', 'web_api.USD'], 'carousel_picture.url', { url: '/c.png' });
    expect(await both).toEqual([{ url: '/c.png' }, { url: '/c.png' }]);
  });

  it('passes string data through as it was published', async () => {
    const channel = await subscribe(h.client(), 'bob_mobile_template');
    const received = nextOn(channel, 'note');
    await h.sdk.trigger('bob_mobile_template', 'note', 'plain text');
    expect(await received).toBe('plain text');
  });

  it('leaves out the socket named by socket_id', async () => {
    const sender = h.client();
    const other = h.client();
    const [senderChannel, otherChannel] = await Promise.all([
      subscribe(sender, 'web_member'),
      subscribe(other, 'web_member'),
    ]);
    const senderSaw = record(senderChannel, 'profile.updated');

    const otherGot = nextOn(otherChannel, 'profile.updated');
    await h.sdk.trigger('web_member', 'profile.updated', { n: 1 }, { socket_id: sender.connection.socket_id });
    expect(await otherGot).toEqual({ n: 1 });

    // Events arrive in order on a socket: once this later one is in, the excluded one would have been too.
    const sentinel = nextOn(senderChannel, 'sentinel');
    await h.sdk.trigger('web_member', 'sentinel', {});
    await sentinel;
    expect(senderSaw).toEqual([]);
  });

  it('delivers every event of batch_events', async () => {
    const client = h.client();
    const [a, b] = await Promise.all([subscribe(client, 'web_member'), subscribe(client, 'vi_template')]);
    const received = Promise.all([nextOn(a, 'login'), nextOn(b, 'template.change'), nextOn(a, 'app_clean_cache')]);
    await h.sdk.triggerBatch([
      { channel: 'web_member', name: 'login', data: { token: 't1' } },
      { channel: 'vi_template', name: 'template.change', data: { language: 'vi' } },
      { channel: 'web_member', name: 'app_clean_cache', data: {} },
    ]);
    expect(await received).toEqual([{ token: 't1' }, { language: 'vi' }, {}]);
  });

  it('stops delivering after unsubscribe', async () => {
    const client = h.client();
    const leaving = await subscribe(client, 'web_member');
    const staying = await subscribe(client, 'vi_template');
    const seen = record(leaving, 'login');
    client.unsubscribe('web_member');
    await waitForCount(h, 'web_member', 0);

    const sentinel = nextOn(staying, 'sentinel');
    await h.sdk.trigger('web_member', 'login', { token: 'x' });
    await h.sdk.trigger('vi_template', 'sentinel', {});
    await sentinel;
    expect(seen).toEqual([]);
  });

  it('counts subscriptions per channel in the HTTP API', async () => {
    await connected(h.client());
    await Promise.all([subscribe(h.client(), 'web_member'), subscribe(h.client(), 'web_member')]);
    const response = await h.sdk.get({ path: '/channels/web_member', params: { info: 'subscription_count' } });
    expect(await response.json()).toEqual({ occupied: true, subscription_count: 2 });
  });
});

/** pusher:unsubscribe has no reply: ask the HTTP API until the server has processed it. */
async function waitForCount(harness: Harness, channel: string, count: number): Promise<void> {
  let current = -1;
  const poll = async () => {
    while (current !== count) {
      const response = await harness.sdk.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } });
      current = ((await response.json()) as { subscription_count: number }).subscription_count;
    }
  };
  await within(poll(), `${count} subscriptions on ${channel}`).finally(() => (current = count));
}
