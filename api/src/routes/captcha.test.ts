import type { FastifyInstance } from 'fastify';
import type { CaptchaResponse, OldStyleResponse } from '@croupier/shared/contracts';
import { login, post, startApp, TEST_CAPTCHA } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

const decodeSvg = (dataUrl: string) => {
  const prefix = 'data:image/svg+xml;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
};

describe('POST /api/captcha', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers in the old style with a token, an SVG image and a placeholder', async () => {
    app = await startApp({ CROUPIER_TEST_CAPTCHA: '' });
    const res = await post(app, '/api/captcha', { type: 1, site_id: '1' });

    expect(res.statusCode).toBe(200);
    const json = res.json() as OldStyleResponse<CaptchaResponse>;
    expect(json.header).toEqual({ status: '200100', desc: 'success' });
    expect(json.body.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(json.body.placeholder).toBe('Enter the 4 digits');
    const svg = decodeSvg(json.body.captcha);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(svg).not.toContain('<text');
  });

  it('hands out a different token every time', async () => {
    app = await startApp();
    const a = (await post(app, '/api/captcha', { type: 1, site_id: '1' })).json() as OldStyleResponse<CaptchaResponse>;
    const b = (await post(app, '/api/captcha', { type: 1, site_id: '1' })).json() as OldStyleResponse<CaptchaResponse>;
    expect(a.body.token).not.toBe(b.body.token);
  });

  it('accepts its answer exactly once', async () => {
    app = await startApp();
    const { body } = (
      await post(app, '/api/captcha', { type: 1, site_id: '1' })
    ).json() as OldStyleResponse<CaptchaResponse>;

    const first = await login(app, { captcha_token: body.token, answer: TEST_CAPTCHA });
    expect(first.json().code).toBe(100);
    const again = await login(app, { captcha_token: body.token, answer: TEST_CAPTCHA });
    expect(again.json().code).toBe(105);
  });

  it('is spent by a wrong answer too, so each captcha gets one guess', async () => {
    app = await startApp();
    const { body } = (
      await post(app, '/api/captcha', { type: 1, site_id: '1' })
    ).json() as OldStyleResponse<CaptchaResponse>;
    expect((await login(app, { captcha_token: body.token, answer: '0000' })).json().code).toBe(105);
    expect((await login(app, { captcha_token: body.token, answer: TEST_CAPTCHA })).json().code).toBe(105);
  });

  it('expires after five minutes', async () => {
    app = await startApp();
    const { body } = (
      await post(app, '/api/captcha', { type: 1, site_id: '1' })
    ).json() as OldStyleResponse<CaptchaResponse>;
    app.services.db.prepare('UPDATE captchas SET expires_at = ? WHERE token = ?').run(Date.now() - 1, body.token);
    expect((await login(app, { captcha_token: body.token })).json().code).toBe(105);
  });

  it('does not let a registration captcha (type 2) pass a login', async () => {
    app = await startApp();
    const { body } = (
      await post(app, '/api/captcha', { type: 2, site_id: '1' })
    ).json() as OldStyleResponse<CaptchaResponse>;
    expect((await login(app, { captcha_token: body.token })).json().code).toBe(105);
  });

  it('does not let another site’s captcha pass a login', async () => {
    app = await startApp();
    const { body } = (
      await post(app, '/api/captcha', { type: 1, site_id: '2' })
    ).json() as OldStyleResponse<CaptchaResponse>;
    expect((await login(app, { captcha_token: body.token, site_id: '1' })).json().code).toBe(105);
  });

  it('answers HTTP 429 in JSON past RATE_LIMIT_PER_MINUTE requests from one IP', async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(app, '/api/captcha', { type: 1, site_id: '1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await post(app, '/api/captcha', { type: 1, site_id: '1' });
    expect(res.json()).toEqual({ code: 429, message: expect.stringContaining('Too many requests'), data: null });
    // Another client IP (behind the trusted local proxy) has its own budget.
    expect(
      (await post(app, '/api/captcha', { type: 1, site_id: '1' }, { 'x-forwarded-for': '198.51.100.1' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown captcha type with a 400 JSON error', async () => {
    app = await startApp();
    const res = await post(app, '/api/captcha', { type: 7, site_id: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});
