/** @jest-environment node */
import { FakeEcho } from '../testing/fake-echo.js';
import { createRealtime } from './realtime.js';

const config = { key: 'app-key', host: 'ws.example.test', port: 6001, force_tls: true };

function setup(session: { token: string | null; memberId: number | null } = { token: 't1', memberId: 7 }) {
  const echos: FakeEcho[] = [];
  const realtime = createRealtime({
    config,
    getToken: () => session.token,
    getMemberId: () => session.memberId,
    echoFactory: (settings) => {
      const e = new FakeEcho(settings);
      echos.push(e);
      return e;
    },
  });
  const current = () => echos[echos.length - 1]!;
  return { realtime, echos, current, session };
}

describe('createRealtime', () => {
  it('builds Echo with the socket config, the token header and the channel auth path', () => {
    const { realtime, current } = setup();
    expect(realtime.state()).toBe('initialized');
    realtime.connect();
    expect(current().settings).toEqual({
      broadcaster: 'pusher',
      key: 'app-key',
      wsHost: 'ws.example.test',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      cluster: 'mt1',
      authEndpoint: '/broadcasting/auth',
      auth: { headers: { authorization: 't1' } },
      userAuthentication: { endpoint: '/broadcasting/user-auth', transport: 'ajax', headers: { authorization: 't1' } },
      pongTimeout: 20_000,
    });
    expect(realtime.state()).toBe('connected');
  });

  it('listens with the un-namespaced `.event` form and delivers payloads', () => {
    const { realtime, current } = setup();
    realtime.connect();
    const h = jest.fn();
    realtime.scope('mf-promotions').listenPublic('web_api.VND', 'carousel_picture.url', h);
    current().deliver('web_api.VND', 'carousel_picture.url', { v: 1 });
    expect(h).toHaveBeenCalledWith({ v: 1 });
  });

  it('binds subscriptions made before connect once it connects', () => {
    const { realtime, echos, current } = setup();
    const h = jest.fn();
    realtime.scope('shell').listenPublic('web_member', 'customer_service_link_change', h);
    expect(echos).toHaveLength(0);
    realtime.connect();
    current().deliver('web_member', 'customer_service_link_change', {});
    expect(h).toHaveBeenCalledTimes(1);
  });

  it('joins private channels only while a member id and a token are stored', () => {
    const { realtime, current, session } = setup({ token: null, memberId: null });
    realtime.connect();
    const cash = jest.fn();
    realtime.scope('mf-member-center').listenPrivate('member.7', 'member.cash', cash);
    expect(current().joined()).toEqual([]);

    session.token = 'member-token';
    realtime.reconnect(); // what the shell does after a login
    expect(current().settings.auth.headers).toEqual({ authorization: 'member-token' });
    expect(current().joined()).toEqual([]); // a token alone is not enough

    session.memberId = 7;
    realtime.reconnect();
    expect(current().joined()).toEqual(['private-member.7']);
    current().deliver('private-member.7', 'member.cash', { cash: '2.00' });
    expect(cash).toHaveBeenCalledWith({ cash: '2.00' });
  });

  it('joins a presence channel only while a member is stored, and leaves it when told', () => {
    const { realtime, current, session } = setup({ token: null, memberId: null });
    realtime.connect();
    const leave = realtime.scope('shell').joinPresence('member.USD');
    expect(current().joined()).toEqual([]);

    session.token = 'member-token';
    session.memberId = 7;
    realtime.reconnect(); // after a login
    expect(current().joined()).toEqual(['presence-member.USD']);

    leave();
    expect(current().left).toEqual(['presence-member.USD']);
    expect(current().joined()).toEqual([]);
  });

  it('a presence join is dropped with its owner and not bound again after logout', () => {
    const { realtime, current, session } = setup();
    realtime.connect();
    realtime.scope('shell').joinPresence('member.INR');
    realtime.scope('shell').listenPublic('web_member', 'customer_service_link_change', jest.fn());
    expect(current().joined()).toEqual(['presence-member.INR', 'web_member']);

    session.token = null;
    session.memberId = null;
    realtime.reconnect();
    expect(current().joined()).toEqual(['web_member']);

    realtime.releaseOwner('shell');
    expect(current().left).toEqual(['web_member']);
  });

  it('reconnect() drops the old connection and binds every live subscription on the new one', () => {
    const { realtime, echos, current } = setup();
    realtime.connect();
    const a = jest.fn();
    const b = jest.fn();
    realtime.scope('mf-games').listenPrivate('member.7', 'game.url', a);
    const off = realtime.scope('mf-promotions').listenPublic('web_member', 'customer_service_link_change', b);
    off();
    realtime.reconnect();
    expect(echos[0]!.disconnected).toBe(true);
    expect(current().joined()).toEqual(['private-member.7']);
    current().deliver('private-member.7', 'game.url', { url: 'wss://g' });
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('after logout a reconnect leaves the private channels', () => {
    const { realtime, current, session } = setup();
    realtime.connect();
    realtime.scope('mf-member-center').listenPrivate('member.7', 'letter.sent', jest.fn());
    realtime.scope('shell').listenPublic('web_member', 'customer_service_link_change', jest.fn());
    session.token = null;
    session.memberId = null;
    realtime.reconnect();
    expect(current().joined()).toEqual(['web_member']);
  });

  it('releaseOwner stops an owner listening and leaves channels nobody else uses', () => {
    const { realtime, current } = setup();
    realtime.connect();
    const shell = jest.fn();
    const games = jest.fn();
    realtime.scope('shell').listenPrivate('member.7', 'login', shell);
    realtime.scope('mf-games').listenPrivate('member.7', 'game.url', games);
    realtime.scope('mf-games').listenPublic('web_api.VND', 'carousel_picture.url', games);

    realtime.releaseOwner('mf-games');
    expect(current().left).toEqual(['web_api.VND']);
    current().deliver('private-member.7', 'game.url', {});
    current().deliver('private-member.7', 'login', { token: 'other' });
    expect(games).not.toHaveBeenCalled();
    expect(shell).toHaveBeenCalledWith({ token: 'other' });

    realtime.scope('shell').release();
    expect(current().left).toEqual(['web_api.VND', 'private-member.7']);
  });

  it('a released owner is not bound again on reconnect', () => {
    const { realtime, current } = setup();
    realtime.connect();
    realtime.scope('mf-proxy').listenPublic('web_member', 'customer_service_link_change', jest.fn());
    realtime.releaseOwner('mf-proxy');
    realtime.reconnect();
    expect(current().joined()).toEqual([]);
  });

  it('a throwing handler is logged and others on the event still run', () => {
    const { realtime, current } = setup();
    realtime.connect();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ok = jest.fn();
    realtime.scope('a').listenPublic('web_member', 'customer_service_link_change', () => {
      throw new Error('bad');
    });
    realtime.scope('b').listenPublic('web_member', 'customer_service_link_change', ok);
    current().deliver('web_member', 'customer_service_link_change', {});
    expect(ok).toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('disconnect() closes the connection and keeps subscriptions for the next connect', () => {
    const { realtime, echos, current } = setup();
    realtime.connect();
    const h = jest.fn();
    realtime.scope('shell').listenPublic('web_member', 'customer_service_link_change', h);
    realtime.disconnect();
    expect(echos[0]!.disconnected).toBe(true);
    expect(realtime.state()).toBe('disconnected');
    realtime.connect();
    expect(echos).toHaveLength(2);
    current().deliver('web_member', 'customer_service_link_change', {});
    expect(h).toHaveBeenCalledTimes(1);
  });
});
