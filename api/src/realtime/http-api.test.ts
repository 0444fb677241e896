import { APP, nextOn, record, signedRequest, startHarness, statusOf, type Harness } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

async function subscribed(name: string, options: Parameters<Harness['client']>[0] = {}) {
  const channel = h.client(options).subscribe(name);
  await nextOn(channel, 'pusher:subscription_succeeded');
  return channel;
}

/** Publishes a later event and waits for it: anything refused before it would have arrived first. */
async function expectNothingBefore(channel: Awaited<ReturnType<typeof subscribed>>, seen: unknown[]) {
  const sentinel = nextOn(channel, 'sentinel');
  await h.sdk.trigger(channel.name, 'sentinel', {});
  await sentinel;
  expect(seen).toEqual([]);
}

describe('HTTP API authentication', () => {
  it('refuses a wrong secret with 401 and delivers nothing', async () => {
    const channel = await subscribed('web_member');
    const seen = record(channel, 'login');
    const forged = h.sdkWith({ secret: 'guessed' });
    expect(await statusOf(forged.trigger('web_member', 'login', { token: 'x' }))).toBe(401);
    expect(await statusOf(forged.triggerBatch([{ channel: 'web_member', name: 'login', data: '{}' }]))).toBe(401);
    await expectNothingBefore(channel, seen);
  });

  it('refuses an unknown auth_key with 401', async () => {
    expect(await statusOf(h.sdkWith({ key: 'other-key' }).trigger('web_member', 'login', {}))).toBe(401);
  });

  it('answers 404 for another app id', async () => {
    expect(await statusOf(h.sdkWith({ appId: 'other-app' }).trigger('web_member', 'login', {}))).toBe(404);
  });

  it('refuses a timestamp more than 600 s off', async () => {
    const stale = Math.floor(Date.now() / 1000) - 601;
    const request = {
      method: 'POST',
      path: `/apps/${APP.appId}/events`,
      body: { name: 'e', data: '{}', channel: 'a' },
    } as const;
    expect((await signedRequest(h.port, { ...request, timestamp: stale })).status).toBe(401);
    expect((await signedRequest(h.port, { ...request, timestamp: stale + 30 })).status).toBe(200);
  });

  it('refuses a body that does not match its body_md5', async () => {
    const channel = await subscribed('web_member');
    const seen = record(channel, 'login');
    const response = await signedRequest(h.port, {
      method: 'POST',
      path: `/apps/${APP.appId}/events`,
      body: { name: 'other', data: '{}', channel: 'web_member' },
      sentBody: JSON.stringify({ name: 'login', data: '{}', channel: 'web_member' }),
    });
    expect(response.status).toBe(401);
    await expectNothingBefore(channel, seen);
  });
});

describe('HTTP API events', () => {
  it('refuses event data over 10 KB with 413 and delivers nothing', async () => {
    const channel = await subscribed('web_member');
    const sizes: number[] = [];
    channel.bind('big', (data: string) => sizes.push(data.length));
    expect(await statusOf(h.sdk.trigger('web_member', 'big', 'x'.repeat(10 * 1024 + 1)))).toBe(413);
    const accepted = nextOn(channel, 'big');
    expect(await statusOf(h.sdk.trigger('web_member', 'big', 'x'.repeat(10 * 1024)))).toBe(200);
    await accepted;
    expect(sizes).toEqual([10 * 1024]);
  });

  it('refuses more than 100 channels and more than 10 batch events with 400', async () => {
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    const path = `/apps/${APP.appId}/events`;
    expect(
      (await signedRequest(h.port, { method: 'POST', path, body: { name: 'e', data: '{}', channels } })).status,
    ).toBe(400);
    expect(
      (
        await signedRequest(h.port, {
          method: 'POST',
          path,
          body: { name: 'e', data: '{}', channels: channels.slice(1) },
        })
      ).status,
    ).toBe(200);
    const batch = Array.from({ length: 11 }, () => ({ channel: 'a', name: 'e', data: '{}' }));
    expect(await statusOf(h.sdk.triggerBatch(batch))).toBe(400);
  });

  it('refuses a whole batch when one event is invalid', async () => {
    const channel = await subscribed('web_member');
    const seen = record(channel, 'login');
    const batch = [
      { channel: 'web_member', name: 'login', data: '{}' },
      { channel: 'web_member', name: 'big', data: 'x'.repeat(20_000) },
    ];
    expect(await statusOf(h.sdk.triggerBatch(batch))).toBe(413);
    await expectNothingBefore(channel, seen);
  });

  it('refuses reserved event names and malformed bodies with 400', async () => {
    const path = `/apps/${APP.appId}/events`;
    for (const body of [
      { name: 'pusher:error', data: '{}', channel: 'a' },
      { name: 'e', data: { not: 'a string' }, channel: 'a' },
      { name: 'e', data: '{}' },
      { name: 'e', data: '{}', channel: 'a', socket_id: 'nope' },
    ]) {
      expect([body, (await signedRequest(h.port, { method: 'POST', path, body })).status]).toEqual([body, 400]);
    }
  });

  it('reports channel info on request', async () => {
    await subscribed('presence-room', { user: { user_id: '7', user_info: {} } });
    const response = await h.sdk.trigger('presence-room', 'e', {}, { info: 'user_count,subscription_count' });
    expect(await response.json()).toEqual({ channels: { 'presence-room': { user_count: 1, subscription_count: 1 } } });
  });
});

describe('HTTP API channel queries', () => {
  it('lists occupied channels, by prefix, with user_count for presence', async () => {
    await subscribed('web_member');
    await subscribed('presence-room', { user: { user_id: '1', user_info: {} } });
    await subscribed('presence-room', { user: { user_id: '2', user_info: {} } });

    const all = await h.sdk.get({ path: '/channels' });
    expect(await all.json()).toEqual({ channels: { web_member: {}, 'presence-room': {} } });
    const presence = await h.sdk.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await presence.json()).toEqual({ channels: { 'presence-room': { user_count: 2 } } });
    expect(await statusOf(h.sdk.get({ path: '/channels', params: { info: 'user_count' } }))).toBe(400);
  });

  it('describes one channel', async () => {
    await subscribed('presence-room', { user: { user_id: '1', user_info: {} } });
    const room = await h.sdk.get({
      path: '/channels/presence-room',
      params: { info: 'user_count,subscription_count' },
    });
    expect(await room.json()).toEqual({ occupied: true, user_count: 1, subscription_count: 1 });
    const empty = await h.sdk.get({ path: '/channels/web_member' });
    expect(await empty.json()).toEqual({ occupied: false });
    expect(await statusOf(h.sdk.get({ path: '/channels/web_member', params: { info: 'user_count' } }))).toBe(400);
  });

  it('lists the users of a presence channel, once each', async () => {
    await subscribed('presence-room', { user: { user_id: '1', user_info: {} } });
    await subscribed('presence-room', { user: { user_id: '1', user_info: {} } });
    await subscribed('presence-room', { user: { user_id: '2', user_info: {} } });
    const users = await h.sdk.get({ path: '/channels/presence-room/users' });
    expect(await users.json()).toEqual({ users: [{ id: '1' }, { id: '2' }] });
    expect(await statusOf(h.sdk.get({ path: '/channels/web_member/users' }))).toBe(400);
  });

  it('answers a health check at / without signature', async () => {
    const response = await fetch(`http://127.0.0.1:${h.port}/`);
    expect(response.status).toBe(200);
  });
});
