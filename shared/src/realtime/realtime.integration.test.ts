/** @jest-environment node */
// createRealtime against the api's real Pusher-protocol server: laravel-echo + pusher-js over a
// real websocket, events published with the official `pusher` SDK, private channels authorised
// by a real HTTP auth endpoint that checks the token header and signs with the SDK.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PusherServer from 'pusher';
import { createRealtimeServer, type RealtimeServer } from '../../../api/src/realtime/server.js';
import { createRealtime, type Realtime } from './realtime.js';

const APP = { appId: 'shared-test', key: 'shared-key', secret: 'shared-secret' };
const WAIT_MS = 4000;

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let server: RealtimeServer;
let sdk: PusherServer;
let auth: Server;
let authPort: number;
let port: number;
const authRequests: { authorization?: string; channel: string }[] = [];
const signinRequests: { authorization?: string }[] = [];
const session: { token: string | null; memberId: number | null } = { token: null, memberId: null };
let realtime: Realtime;

const occupied = async (channel: string) => {
  const res = await sdk.get({ path: `/channels/${channel}` });
  return ((await res.json()) as { occupied: boolean }).occupied;
};

beforeAll(async () => {
  server = createRealtimeServer({ ...APP, port: 0, host: '127.0.0.1' });
  ({ port } = await server.listen());
  sdk = new PusherServer({ ...APP, host: '127.0.0.1', port: String(port), useTLS: false });

  // The api's /broadcasting/auth and /broadcasting/user-auth in miniature: only the member's own
  // token gets a signature.
  auth = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (req.url === '/broadcasting/user-auth') {
        signinRequests.push({ authorization: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(sdk.authenticateUser(form.get('socket_id') ?? '', { id: 'session-of-member-token' })));
        return;
      }
      const channel = form.get('channel_name') ?? '';
      authRequests.push({ authorization: req.headers.authorization, channel });
      if (req.headers.authorization !== 'member-token' || channel !== 'private-member.7') {
        res.writeHead(403).end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(sdk.authorizeChannel(form.get('socket_id') ?? '', channel)));
    });
  });
  await new Promise<void>((r) => auth.listen(0, '127.0.0.1', r));
  authPort = (auth.address() as AddressInfo).port;
});

beforeEach(() => {
  session.token = null;
  session.memberId = null;
  authRequests.length = 0;
  signinRequests.length = 0;
  realtime = createRealtime({
    config: { key: APP.key, host: '127.0.0.1', port, force_tls: false },
    authEndpoint: `http://127.0.0.1:${authPort}/broadcasting/auth`,
    getToken: () => session.token,
    getMemberId: () => session.memberId,
  });
});

afterEach(() => realtime.disconnect());

afterAll(async () => {
  await server.close();
  await new Promise((r) => auth.close(r));
});

describe('createRealtime with a real Pusher-protocol server', () => {
  it('connects and delivers a published public event with its payload', async () => {
    realtime.connect();
    const received: unknown[] = [];
    realtime.scope('shell').listenPublic('web_member', 'customer_service_link_change', (p) => received.push(p));
    await waitFor(() => realtime.state() === 'connected', 'the connection');
    await waitFor(() => occupied('web_member'), 'web_member to be joined');

    await sdk.trigger('web_member', 'customer_service_link_change', { url: 'https://cs.example' });
    await waitFor(() => received.length === 1, 'the event');
    expect(received).toEqual([{ url: 'https://cs.example' }]);
  });

  it('joins a private channel only after login and a reconnect, sending the token to the auth endpoint', async () => {
    realtime.connect();
    const cash: unknown[] = [];
    realtime.scope('mf-member-center').listenPrivate('member.7', 'member.cash', (p) => cash.push(p));
    realtime.scope('shell').listenPublic('web_member', 'login', () => undefined);
    await waitFor(() => occupied('web_member'), 'the public channel');
    expect(await occupied('private-member.7')).toBe(false);
    expect(authRequests).toEqual([]);

    session.token = 'member-token';
    session.memberId = 7;
    realtime.reconnect();
    await waitFor(() => occupied('private-member.7'), 'the private channel');
    expect(authRequests).toEqual([{ authorization: 'member-token', channel: 'private-member.7' }]);
    // The member's socket signed in as its session, so the api can end it with the session.
    expect(signinRequests).toEqual([{ authorization: 'member-token' }]);

    await sdk.trigger('private-member.7', 'member.cash', { cash: '88.00' });
    await waitFor(() => cash.length === 1, 'member.cash');
    expect(cash).toEqual([{ cash: '88.00' }]);
    // The public subscription came back on the new connection too.
    expect(await occupied('web_member')).toBe(true);
  });

  it('onPrivateSubscribed fires once the server confirms the private channel, and again after a reconnect', async () => {
    session.token = 'member-token';
    session.memberId = 7;
    realtime.connect();
    let subscribed = 0;
    const off = realtime.scope('shell').onPrivateSubscribed('member.7', () => subscribed++);
    await waitFor(() => subscribed === 1, 'the first subscription');

    realtime.reconnect();
    await waitFor(() => subscribed === 2, 'the subscription on the new connection');

    off();
    await waitFor(async () => !(await occupied('private-member.7')), 'the channel to be left');
    expect(subscribed).toBe(2);
  });

  it('releaseOwner leaves the channels only that owner used', async () => {
    realtime.connect();
    const games: unknown[] = [];
    const shell: unknown[] = [];
    realtime.scope('mf-games').listenPublic('web_api.VND', 'carousel_picture.url', (p) => games.push(p));
    realtime.scope('mf-games').listenPublic('web_member', 'customer_service_link_change', (p) => games.push(p));
    realtime.scope('shell').listenPublic('web_member', 'customer_service_link_change', (p) => shell.push(p));
    await waitFor(async () => (await occupied('web_api.VND')) && (await occupied('web_member')), 'both channels');

    realtime.releaseOwner('mf-games');
    await waitFor(async () => !(await occupied('web_api.VND')), 'web_api.VND to be left');
    expect(await occupied('web_member')).toBe(true);

    await sdk.trigger('web_member', 'customer_service_link_change', { n: 1 });
    await waitFor(() => shell.length === 1, 'the shell to still hear web_member');
    expect(games).toEqual([]);
  });
});
