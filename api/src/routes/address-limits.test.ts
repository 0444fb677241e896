// Every per-address limit counts an IPv6 /64 as one client (lib/address-key.ts): two addresses of
// one /64 share the limit, an address of the next /64 does not. Over real HTTP, the address
// given as X-Forwarded-For by the trusted loopback proxy.
import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../services/auth/index.js';
import { login, post, startApp } from '../test/helpers.js';
import { codeOf, register, usdBody } from './register/__tests__/register-helpers.js';

jest.setTimeout(60_000);

const A = '2001:db8:1:2::a';
const B = '2001:db8:1:2:ffff:ffff:ffff:ffff';
const NEXT_64 = '2001:db8:1:3::a';
/** The per-account throttle off, so only the per-address limits speak. */
const ADDRESS_LIMITS_ONLY = { LOGIN_ACCOUNT_LOCK_AFTER: '0', LOGIN_ACCOUNT_DELAY_SECONDS: '0' };

describe('per-address limits and IPv6', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('login: the failures of one /64 on an account stop every address of it (996)', async () => {
    app = await startApp(ADDRESS_LIMITS_ONLY);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(app, { password: 'wrong-pass1' }, A)).json().code).toBe(101);
    }
    expect((await login(app, {}, B)).json().code).toBe(996);
    expect((await login(app, {}, NEXT_64)).json().code).toBe(100);
  });

  it('login and registration: a /64 on the IP blocklist is refused at every address of it (106, 218)', async () => {
    app = await startApp();
    app.services.db
      .prepare("INSERT INTO ip_blocklist (ip, reason, created_at) VALUES ('2001:db8:1:2::/64', 'abuse', 0)")
      .run();
    expect((await login(app, {}, B)).json().code).toBe(106);
    expect(codeOf(await register(app, usdBody(), A))).toBe(218);
    expect((await login(app, {}, NEXT_64)).json().code).toBe(100);
  });

  it('registration: attempts per minute are counted per /64 (996)', async () => {
    app = await startApp({ REGISTER_LIMIT_PER_MINUTE: '3', REGISTER_LIMIT_PER_DAY: '0' });
    for (let i = 0; i < 3; i++) expect(codeOf(await register(app, usdBody({ password: 'short' }), A))).toBe(400);
    expect(codeOf(await register(app, usdBody(), B))).toBe(996);
    expect(codeOf(await register(app, usdBody(), NEXT_64))).toBe(100);
  });

  it('requests per minute (HTTP 429) are counted per /64', async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const captcha = (ip: string) => post(app, '/api/captcha', { type: 1, site_id: '1' }, { 'x-forwarded-for': ip });
    expect((await captcha(A)).statusCode).toBe(200);
    expect((await captcha(A)).statusCode).toBe(200);
    expect((await captcha(B)).statusCode).toBe(429);
    expect((await captcha(NEXT_64)).statusCode).toBe(200);
  });

  it('an IPv4 client counts alone, also when the socket writes it IPv4-mapped', async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '1' });
    const captcha = (ip: string) => post(app, '/api/captcha', { type: 1, site_id: '1' }, { 'x-forwarded-for': ip });
    expect((await captcha('192.0.2.10')).statusCode).toBe(200);
    expect((await captcha('::ffff:192.0.2.10')).statusCode).toBe(429);
    expect((await captcha('192.0.2.11')).statusCode).toBe(200);
  });
});
