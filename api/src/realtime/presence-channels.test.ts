import { nextOn, startHarness, waitUntil, within, type Harness, type PresenceUser } from './__tests__/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const ann: PresenceUser = { user_id: '1', user_info: { name: 'Ann' } };
const bob: PresenceUser = { user_id: '2', user_info: { name: 'Bob' } };
const ROOM = 'member.CNY';

/** A laravel-echo member of the room, recording here/joining/leaving. */
async function join(user: PresenceUser) {
  const client = h.client({ user });
  const echo = h.echo(client);
  const joining: unknown[] = [];
  const leaving: unknown[] = [];
  const here = new Promise<unknown[]>((resolve) => {
    echo
      .join(ROOM)
      .here(resolve)
      .joining((member: unknown) => joining.push(member))
      .leaving((member: unknown) => leaving.push(member));
  });
  return { client, joining, leaving, here: await within(here, `${String(user.user_info.name)} here()`) };
}

/** Events on one socket arrive in order: once a later event is in, earlier member events are too. */
async function settle(member: Awaited<ReturnType<typeof join>>) {
  const channel = member.client.channel(`presence-${ROOM}`);
  const sentinel = nextOn(channel, 'sentinel');
  await h.sdk.trigger(`presence-${ROOM}`, 'sentinel', {});
  await sentinel;
}

describe('presence channels', () => {
  it('reports here, joining and leaving through laravel-echo', async () => {
    const a = await join(ann);
    expect(a.here).toEqual([{ name: 'Ann' }]);

    const b = await join(bob);
    expect(b.here).toEqual(expect.arrayContaining([{ name: 'Ann' }, { name: 'Bob' }]));
    expect(b.here).toHaveLength(2);
    await settle(a);
    expect(a.joining).toEqual([{ name: 'Bob' }]);

    b.client.disconnect();
    await waitUntil(() => a.leaving.length > 0, 'Ann to see Bob leave');
    expect(a.leaving).toEqual([{ name: 'Bob' }]);
  });

  it('counts a user with two sockets once, and removes them when the last socket leaves', async () => {
    const a = await join(ann);
    const bobFirst = await join(bob);
    const bobSecond = await join(bob);
    expect(bobSecond.here).toHaveLength(2);
    await settle(a);
    expect(a.joining).toEqual([{ name: 'Bob' }]);
    const users = await h.sdk.get({ path: `/channels/presence-${ROOM}/users` });
    expect(await users.json()).toEqual({ users: [{ id: '1' }, { id: '2' }] });

    bobFirst.client.disconnect();
    await waitUntil(() => h.server.connectionCount() === 2, 'the server to drop the first socket');
    await settle(a);
    expect(a.leaving).toEqual([]);

    bobSecond.client.disconnect();
    await waitUntil(() => a.leaving.length > 0, 'Ann to see Bob leave');
    expect(a.leaving).toEqual([{ name: 'Bob' }]);
    const count = await h.sdk.get({ path: `/channels/presence-${ROOM}`, params: { info: 'user_count' } });
    expect(await count.json()).toEqual({ occupied: true, user_count: 1 });
  });

  it('removes a member who unsubscribes without disconnecting', async () => {
    const a = await join(ann);
    const b = await join(bob);
    b.client.unsubscribe(`presence-${ROOM}`);
    await waitUntil(() => a.leaving.length > 0, 'Ann to see Bob leave');
    expect(a.leaving).toEqual([{ name: 'Bob' }]);
  });

  it('sends the presence snapshot and member events in the protocol shape', async () => {
    const { socket: first, socketId: firstId } = await h.rawConnected();
    first.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-room', ...h.sdk.authorizeChannel(firstId, 'presence-room', ann) },
    });
    const succeeded = await first.nextEvent('pusher_internal:subscription_succeeded');
    expect(JSON.parse(succeeded.data as string)).toEqual({
      presence: { ids: ['1'], hash: { '1': { name: 'Ann' } }, count: 1 },
    });

    const { socket: second, socketId: secondId } = await h.rawConnected();
    second.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-room', ...h.sdk.authorizeChannel(secondId, 'presence-room', bob) },
    });
    const added = await first.nextEvent('pusher_internal:member_added');
    expect(added.channel).toBe('presence-room');
    expect(JSON.parse(added.data as string)).toEqual({ user_id: '2', user_info: { name: 'Bob' } });

    second.ws.close();
    const removed = await first.nextEvent('pusher_internal:member_removed');
    expect(JSON.parse(removed.data as string)).toEqual({ user_id: '2' });
  });

  it('refuses presence channel_data without a user_id', async () => {
    const { socket, socketId } = await h.rawConnected();
    const signed = h.sdk.authorizeChannel(socketId, 'presence-room', { user_info: {} } as unknown as PresenceUser);
    socket.send({ event: 'pusher:subscribe', data: { channel: 'presence-room', ...signed } });
    expect(await socket.nextEvent('pusher:subscription_error')).toMatchObject({ data: { status: 400 } });
  });
});
