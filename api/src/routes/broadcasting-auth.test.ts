import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionIdOf, type LoginSession, type NewStyleResponse } from '@croupier/shared/contracts';
import { login, post, send, startApp } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

const KEY = 'croupier-key';
const SECRET = 'croupier-secret';
const SOCKET_ID = '1234.5678';
const sign = (text: string) => createHmac('sha256', SECRET).update(text).digest('hex');

describe('POST /broadcasting/auth', () => {
  let app: FastifyInstance;
  let session: LoginSession;
  beforeAll(async () => {
    app = await startApp();
    // Several live sessions of one member (windows on several devices): a brand without one login at a time.
    app.services.db.prepare("UPDATE sites SET settings = json_set(settings, '$.SINGLE_LOGIN', json('false'))").run();
    session = ((await login(app)).json() as NewStyleResponse<LoginSession>).data;
  });
  afterAll(() => app.close());

  const authorize = (channel_name: string, token = session.token) =>
    post(app, '/broadcasting/auth', { socket_id: SOCKET_ID, channel_name }, { authorization: token });

  it('signs the member’s own private channel as key:hex-hmac of socket_id:channel', async () => {
    const channel = `private-member.${session.member_id}`;
    const res = await authorize(channel);
    expect(res.statusCode).toBe(200);
    const { auth } = res.json() as { auth: string };
    expect(auth).toMatch(/^croupier-key:[0-9a-f]{64}$/);
    expect(auth).toBe(`${KEY}:${sign(`${SOCKET_ID}:${channel}`)}`);
  });

  it('signs the private channel of the member’s currency', async () => {
    const res = await authorize('private-member.USD');
    expect(res.json().auth).toBe(`${KEY}:${sign(`${SOCKET_ID}:private-member.USD`)}`);
  });

  it('signs the presence channel of the member’s currency with an opaque user id and nothing else', async () => {
    const channel = 'presence-member.USD';
    const res = await authorize(channel);
    const { auth, channel_data } = res.json() as { auth: string; channel_data: string };
    // Every member of the currency sees this: no account name, no member id.
    const member = JSON.parse(channel_data) as { user_id: string };
    expect(member).toEqual({ user_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(channel_data).not.toContain('player01');
    expect(member.user_id).not.toBe(String(session.member_id));
    expect(auth).toBe(`${KEY}:${sign(`${SOCKET_ID}:${channel}:${channel_data}`)}`);

    // Stable across the member's sessions (its windows count once), different for another member.
    const again = ((await login(app)).json() as NewStyleResponse<LoginSession>).data;
    expect(JSON.parse((await authorize(channel, again.token)).json().channel_data)).toEqual(member);
    const other = (
      (await login(app, { account: 'ravi_inr', password: 'ravi1234' })).json() as NewStyleResponse<LoginSession>
    ).data;
    const otherData = (await authorize(`presence-member.${other.member_currency}`, other.token)).json()
      .channel_data as string;
    expect(JSON.parse(otherData).user_id).not.toBe(member.user_id);
  });

  it('refuses a revoked (logged out) session with 401', async () => {
    const leaving = ((await login(app)).json() as NewStyleResponse<LoginSession>).data;
    expect((await authorize(`private-member.${leaving.member_id}`, leaving.token)).statusCode).toBe(200);
    await post(app, '/api/logout', undefined, { authorization: leaving.token });
    expect((await authorize(`private-member.${leaving.member_id}`, leaving.token)).statusCode).toBe(401);
    expect((await authorize('presence-member.USD', leaving.token)).statusCode).toBe(401);
  });

  it.each([
    ['another member’s channel', () => `private-member.${session.member_id + 1}`],
    ['another currency', () => 'private-member.INR'],
    ['another currency’s presence channel', () => 'presence-member.INR'],
    ['a made-up private channel', () => 'private-admin'],
    ['a public channel', () => 'web_member'],
  ])('refuses %s with 403', async (_what, channel) => {
    const res = await authorize(channel());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403 });
  });

  it('answers 401 without a valid session', async () => {
    expect((await authorize(`private-member.${session.member_id}`, 'made-up')).statusCode).toBe(401);
    const res = await post(app, '/broadcasting/auth', { socket_id: SOCKET_ID, channel_name: 'private-member.USD' });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the form encoding pusher-js sends', async () => {
    const channel = `private-member.${session.member_id}`;
    const res = await send(app, '/broadcasting/auth', {
      body: new URLSearchParams({ socket_id: SOCKET_ID, channel_name: channel }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: session.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().auth).toBe(`${KEY}:${sign(`${SOCKET_ID}:${channel}`)}`);
  });

  it('refuses a malformed socket id with 400, not 500', async () => {
    const res = await post(
      app,
      '/broadcasting/auth',
      { socket_id: 'abc', channel_name: `private-member.${session.member_id}` },
      { authorization: session.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('is not under /api', async () => {
    expect((await post(app, '/api/broadcasting/auth', { socket_id: SOCKET_ID, channel_name: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /broadcasting/user-auth', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('signs pusher:signin with the session’s public id as the user, as authenticateUser does', async () => {
    const session = ((await login(app)).json() as NewStyleResponse<LoginSession>).data;
    const res = await post(app, '/broadcasting/user-auth', { socket_id: SOCKET_ID }, { authorization: session.token });
    expect(res.statusCode).toBe(200);
    const { auth, user_data } = res.json() as { auth: string; user_data: string };
    expect(JSON.parse(user_data)).toEqual({ id: sessionIdOf(session.token) });
    expect(user_data).not.toContain(session.token);
    expect(auth).toBe(`${KEY}:${sign(`${SOCKET_ID}::user::${user_data}`)}`);
  });

  it('answers 401 without a live session and 400 to a malformed socket id', async () => {
    expect(
      (await post(app, '/broadcasting/user-auth', { socket_id: SOCKET_ID }, { authorization: 'made-up' })).statusCode,
    ).toBe(401);
    const session = ((await login(app)).json() as NewStyleResponse<LoginSession>).data;
    expect(
      (await post(app, '/broadcasting/user-auth', { socket_id: 'x' }, { authorization: session.token })).statusCode,
    ).toBe(400);
    await post(app, '/api/logout', undefined, { authorization: session.token });
    expect(
      (await post(app, '/broadcasting/user-auth', { socket_id: SOCKET_ID }, { authorization: session.token }))
        .statusCode,
    ).toBe(401);
  });
});
