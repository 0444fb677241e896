// GET /api/get_login_header: the headers the client sends back with POST /login, recorded with it.
import type { FastifyInstance } from 'fastify';
import type { LoginHeaders } from '@croupier/shared/contracts';
import { json, send, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(30_000);

describe('GET /api/get_login_header', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(() => app.close());

  it('answers the client address and a browser fingerprint, never cached', async () => {
    const res = await send(app, '/api/get_login_header', {
      method: 'GET',
      headers: { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'TestBrowser/1', 'accept-language': 'en' },
    });
    const body = (await json<LoginHeaders>(res)).data;
    expect(body['x-client-ip']).toBe('198.51.100.23');
    expect(body['x-device-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const other = await json<LoginHeaders>(
      send(app, '/api/get_login_header', { method: 'GET', headers: { 'user-agent': 'OtherBrowser/2' } }),
    );
    expect(other.data['x-device-id']).not.toBe(body['x-device-id']);
  });

  it('is recorded as the attempt remote_addr when the payload leaves it empty', async () => {
    const res = await send(app, '/api/login', {
      body: JSON.stringify({
        account: 'player01',
        password: 'nope',
        site_id: '1',
        answer: '1',
        captcha_token: 'x',
        remote_addr: '',
      }),
      headers: { 'content-type': 'application/json', 'x-client-ip': '192.0.2.77' },
    });
    expect(res.statusCode).toBe(200);
    const row = app.services.db.prepare('SELECT remote_addr FROM login_attempts ORDER BY id DESC LIMIT 1').get() as {
      remote_addr: string;
    };
    expect(row.remote_addr).toBe('192.0.2.77');
  });
});
