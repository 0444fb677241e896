// Bodies an attacker would try: too large, deeply nested, prototype-polluting, of the wrong type.
// Each is a 4xx, never a 500 and never read further than needed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from './body-limit.js';
import { login, send, startApp } from '../test/helpers.js';

jest.setTimeout(30_000);

/** POSTs headers only, with `Expect: 100-continue`: resolves with 100, or the status the api answered instead. */
function expectContinue(app: FastifyInstance, contentLength: number): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': contentLength, expect: '100-continue' },
    });
    req.on('continue', () => {
      resolve(100);
      req.destroy();
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('hostile request bodies', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await startApp();
    token = (await login(app)).json().data.token;
  });
  afterAll(() => app.close());

  const postRaw = (path: string, body: string, contentType = 'application/json') =>
    send(app, path, { body, headers: { 'content-type': contentType, authorization: token } });

  it.each(['/api/login', '/api/member/profile/my_cash', '/broadcasting/auth'])(
    'answers a 10 MB body to %s with 413',
    async (path) => {
      const res = await postRaw(path, JSON.stringify({ a: 'x'.repeat(10 * 1024 * 1024) }));
      expect([res.statusCode, res.json().code]).toEqual([413, 413]);
    },
  );

  it('answers Expect: 100-continue with 413 before the body is sent when it is too large, else 100', async () => {
    expect(await expectContinue(app, 10 * 1024 * 1024)).toBe(413);
    expect(await expectContinue(app, BODY_LIMIT_BYTES + 1)).toBe(413);
    expect(await expectContinue(app, 100)).toBe(100);
  });

  it('answers deep nesting (within the size limit) with 400', async () => {
    const depth = 10_000;
    for (const body of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
      const res = await postRaw('/api/login', body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers __proto__ keys with 400 and pollutes nothing', async () => {
    for (const body of [
      '{"__proto__":{"polluted":true}}',
      '{"account":"player01","nested":{"__proto__":{"polluted":true}}}',
    ]) {
      const res = await postRaw('/api/login', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    const form = await postRaw(
      '/broadcasting/auth',
      '__proto__[polluted]=1&socket_id=1.1&channel_name=x',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    // Fastify reads text/plain as a string, which no route's schema takes.
    ['text/plain', 400],
    ['application/xml', 415],
    ['multipart/form-data; boundary=x', 415],
    ['application/octet-stream', 415],
  ])('answers content type %s with %i', async (type, status) => {
    const res = await postRaw('/api/login', '{"account":"player01","password":"player123"}', type);
    expect([res.statusCode, res.json().code]).toEqual([status, status]);
  });
});
