// GET /api/clientCaptcha: an SVG and its answer, obfuscated for the client-side check.
import { decodeClientCaptcha, type ClientCaptcha } from '@croupier/shared/contracts';
import { json, send, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(30_000);

describe('GET /api/clientCaptcha', () => {
  it('answers an SVG and a text the client decodes to 4 digits, different each time', async () => {
    const app = await startAuthApp({ CROUPIER_TEST_CAPTCHA: '' });
    try {
      const a = (await json<ClientCaptcha>(send(app, '/api/clientCaptcha', { method: 'GET' }))).data;
      const b = (await json<ClientCaptcha>(send(app, '/api/clientCaptcha', { method: 'GET' }))).data;
      expect(a.data).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(a.data.split(',')[1] ?? '', 'base64').toString('utf8')).toContain('<svg');
      expect(decodeClientCaptcha(a.text)).toMatch(/^\d{4}$/);
      expect(a.text).not.toBe(b.text);
    } finally {
      await app.close();
    }
  });

  it('follows CROUPIER_TEST_CAPTCHA like every captcha (tests only)', async () => {
    const app = await startAuthApp({ CROUPIER_TEST_CAPTCHA: '4242' });
    try {
      const { data } = await json<ClientCaptcha>(send(app, '/api/clientCaptcha', { method: 'GET' }));
      expect(decodeClientCaptcha(data.text)).toBe('4242');
    } finally {
      await app.close();
    }
  });
});
