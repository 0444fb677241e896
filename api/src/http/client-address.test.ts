// The client's address is what the proxy in front saw, never what the client wrote. In
// production nginx sets X-Forwarded-For to its peer and the api trusts exactly that one hop
// (TRUST_PROXY=1, docker-compose.yml). Here the proxy is played by the test, as if nginx still
// appended to a client's header: the api must take the right-most entry, the one nginx wrote.
import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../services/auth/index.js';
import { login, send, startApp } from '../test/helpers.js';

jest.setTimeout(60_000);

// The per-account throttle (login-throttle.test.ts) is off: these tests watch the per-address limit.
const PER_ADDRESS_ONLY = { LOGIN_ACCOUNT_LOCK_AFTER: '0', LOGIN_ACCOUNT_DELAY_SECONDS: '0' };

/** What reaches the api: a client-chosen entry, then the address the proxy saw. */
const through = (proxySaw: string, clientWrote: string) => `${clientWrote}, ${proxySaw}`;

describe('the client address behind the proxy', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('with TRUST_PROXY=1, a rotated X-Forwarded-For does not escape the login limit (996)', async () => {
    app = await startApp({ ...PER_ADDRESS_ONLY, TRUST_PROXY: '1' });
    const attacker = '203.0.113.80';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(app, { password: 'wrong-1' }, through(attacker, `198.51.100.${i}`))).json().code).toBe(101);
    }
    expect((await login(app, {}, through(attacker, '198.51.100.200'))).json().code).toBe(996);
    expect((await login(app, {}, through('203.0.113.81', '198.51.100.201'))).json().code).toBe(100);
  });

  it('with TRUST_PROXY=true, the same rotation escapes it: why production refuses it', async () => {
    app = await startApp({ ...PER_ADDRESS_ONLY, TRUST_PROXY: 'true' });
    const attacker = '203.0.113.90';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++)
      await login(app, { password: 'wrong-1' }, through(attacker, `198.51.100.${i}`));
    expect((await login(app, {}, through(attacker, '198.51.100.200'))).json().code).toBe(100);
  });

  it("with TRUST_PROXY=1, the IP blocklist (106) and the address the api reports see the proxy's view", async () => {
    app = await startApp({ ...PER_ADDRESS_ONLY, TRUST_PROXY: '1' });
    app.services.db
      .prepare("INSERT INTO ip_blocklist (ip, reason, created_at) VALUES ('203.0.113.99', 'abuse', 0)")
      .run();
    expect((await login(app, {}, through('203.0.113.99', '198.51.100.7'))).json().code).toBe(106);
    const header = await send(app, '/api/get_login_header', {
      method: 'GET',
      headers: { 'x-forwarded-for': through('203.0.113.98', '10.9.8.7') },
    });
    expect(header.json().data['x-client-ip']).toBe('203.0.113.98');
  });
});
