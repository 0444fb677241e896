// A member's sockets and its sessions, end to end: the real api (SQLite, real HTTP), the real
// realtime server, and pusher-js clients that sign in and authorise through the api as the shell's do.
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { sessionIdOf, type LoginSession } from '@croupier/shared/contracts';
import { createRealtimeServer, type RealtimeServer } from '../realtime/server.js';
import { OUTBOX_PURPOSE_FORGOT_PASSWORD } from '../services/auth/index.js';
import { memberPusher, nextOn, within } from '../test/member-pusher.js';
import { SEEDED, json, login, post, sentCode, startAuthApp } from './auth/__tests__/helpers.js';

jest.setTimeout(60_000);

let realtime: RealtimeServer;
let realtimePort: number;
let app: FastifyInstance;
const clients: Pusher[] = [];

beforeEach(async () => {
  realtime = createRealtimeServer({
    appId: 'croupier',
    key: 'croupier-key',
    secret: 'croupier-secret',
    port: 0,
    host: '127.0.0.1',
  });
  realtimePort = (await realtime.listen()).port;
  app = await startAuthApp({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(realtimePort) });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await app.close();
  await realtime.close();
});

/** A page of the member: signs in as its session and joins private-member.{id}. */
async function memberSocket(session: LoginSession) {
  const client = memberPusher(app, realtimePort, session.token);
  clients.push(client);
  client.signin();
  const channel = client.subscribe(`private-member.${session.member_id}`);
  await nextOn(channel, 'pusher:subscription_succeeded');
  await within(client.user.signinDonePromise, 'signin');
  expect(client.user.user_data).toEqual({ id: sessionIdOf(session.token) });
  const ended = new Promise<number>((resolve) =>
    client.connection.bind('error', (e: { data?: { code?: number } }) => resolve(e.data?.code ?? 0)),
  );
  /** The pusher:error code the server ended the socket with. */
  const endedWith = () => within(ended, 'the socket to be ended');
  return { client, channel, endedWith };
}

const loginAs = async (account: string, password: string) =>
  (await json<LoginSession>(login(app, { account, password }))).data;

describe('the login event', () => {
  it('carries the new session’s public id to the member’s older sockets, never the token', async () => {
    const first = await loginAs('player01', 'player123');
    const { channel } = await memberSocket(first);
    const seen: unknown[] = [];
    channel.bind('login', (data: unknown) => seen.push(data));
    const announced = nextOn<{ session_id: string }>(channel, 'login');

    const second = await loginAs('player01', 'player123');
    const payload = await announced;
    expect(payload).toEqual({ session_id: sessionIdOf(second.token) });
    expect(payload.session_id).not.toBe(sessionIdOf(first.token));
    expect(JSON.stringify(seen)).not.toContain(second.token);
  });
});

describe('one login at a time (SINGLE_LOGIN absent: on)', () => {
  it('the older session’s socket hears the new login, then is ended (4009)', async () => {
    const first = await loginAs('player01', 'player123');
    const older = await memberSocket(first);
    const announced = nextOn<{ session_id: string }>(older.channel, 'login');
    const second = await loginAs('player01', 'player123');
    expect(await announced).toEqual({ session_id: sessionIdOf(second.token) });
    expect(await older.endedWith()).toBe(4009);
    const channel_name = `private-member.${first.member_id}`;
    expect(
      (await post(app, '/broadcasting/auth', { socket_id: '1.2', channel_name }, { authorization: first.token }))
        .statusCode,
    ).toBe(401);
  });

  it('a brand that allows several devices (SINGLE_LOGIN false) announces no login: the older window stays', async () => {
    app.services.db.prepare("UPDATE sites SET settings = json_set(settings, '$.SINGLE_LOGIN', json('false'))").run();
    const first = await loginAs('player01', 'player123');
    const older = await memberSocket(first);
    const heard: unknown[] = [];
    older.channel.bind('login', (data: unknown) => heard.push(data));
    await loginAs('player01', 'player123');
    // member.cash is published after the login would have been: the socket is live and heard no login.
    const cash = nextOn<{ cash: string }>(older.channel, 'member.cash');
    await app.services.publisher.publishMemberCash(first.member_id, '1.00');
    await cash;
    expect(heard).toEqual([]);
    const channel_name = `private-member.${first.member_id}`;
    expect(
      (await post(app, '/broadcasting/auth', { socket_id: '1.2', channel_name }, { authorization: first.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a revoked session loses its sockets', () => {
  // Several live sessions of one member: a brand that allows several devices at once.
  beforeEach(() => {
    app.services.db.prepare("UPDATE sites SET settings = json_set(settings, '$.SINGLE_LOGIN', json('false'))").run();
  });

  it('logout ends that session’s socket (4009) and its private channel; the other session keeps receiving', async () => {
    const leaving = await loginAs('player01', 'player123');
    const staying = await loginAs('player01', 'player123');
    const gone = await memberSocket(leaving);
    const live = await memberSocket(staying);
    const seenByGone: unknown[] = [];
    gone.channel.bind('member.cash', (d: unknown) => seenByGone.push(d));

    expect((await post(app, '/api/logout', undefined, { authorization: leaving.token })).statusCode).toBe(200);
    expect(await gone.endedWith()).toBe(4009);
    expect(live.client.connection.state).toBe('connected');

    const cash = nextOn(live.channel, 'member.cash');
    await app.services.publisher.publishMemberCash(leaving.member_id, '5.00');
    expect(await cash).toEqual({ cash: '5.00' });
    expect(seenByGone).toEqual([]);

    // And the revoked token gets nothing more from the api to come back with.
    const socket_id = '1.2';
    const channel_name = `private-member.${leaving.member_id}`;
    expect(
      (await post(app, '/broadcasting/auth', { socket_id, channel_name }, { authorization: leaving.token })).statusCode,
    ).toBe(401);
    expect(
      (await post(app, '/broadcasting/user-auth', { socket_id }, { authorization: leaving.token })).statusCode,
    ).toBe(401);
    expect(
      (await post(app, '/broadcasting/auth', { socket_id, channel_name }, { authorization: staying.token })).statusCode,
    ).toBe(200);
  });

  it('a password reset ends the sockets of every session of the member', async () => {
    const { forgot } = SEEDED;
    const sessions = [await loginAs(forgot.account, forgot.password), await loginAs(forgot.account, forgot.password)];
    const sockets = [await memberSocket(sessions[0]!), await memberSocket(sessions[1]!)];

    const who = { site_id: '1', account: forgot.account, member_phone: forgot.phone };
    await post(app, '/api/forgot_password/sms', who);
    const code = sentCode(app, forgot.phone, OUTBOX_PURPOSE_FORGOT_PASSWORD);
    const verified = await json<{ token: string }>(post(app, '/api/forgot_password/verify', { ...who, code }));
    const reset = await json(
      post(app, '/api/forgot_password/reset', {
        site_id: '1',
        account: forgot.account,
        token: verified.data.token,
        password: 'brandnew1',
      }),
    );
    expect(reset.code).toBe(100);
    expect(await Promise.all(sockets.map((s) => s.endedWith()))).toEqual([4009, 4009]);
  });
});
