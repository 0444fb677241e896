import type { FastifyInstance } from 'fastify';
import type { LogoEntry } from '@croupier/shared/contracts';
import { getPicture, post, send, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('POST /api/web/logo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('answers one logo per device, each the WebP at twice the size of a real SVG the api serves', async () => {
    const res = await post(app, '/api/web/logo', { site_id: '1' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json() as { code: number; data: LogoEntry[] };
    expect(code).toBe(100);
    expect(data.map((l) => l.device)).toEqual(['pc', 'mobile']);

    for (const logo of data) {
      // Drawn at its CSS size (36 px high), so at two pixels per CSS pixel for a phone's screen.
      expect(logo.photo_path).toMatch(/^\/api\/assets\/logos\/.+@2x\.webp$/);
      const webp = await getPicture(app, logo.photo_path);
      expect([webp.statusCode, webp.format]).toEqual([200, 'webp']);
      const svgPath = logo.photo_path.replace('@2x.webp', '.svg');
      const [, width, height] =
        /width="(\d+)" height="(\d+)"/.exec((await send(app, svgPath, { method: 'GET' })).body) ?? [];
      expect([webp.width, webp.height]).toEqual([2 * Number(width), 2 * Number(height)]);
      const image = await send(app, svgPath, { method: 'GET' });
      expect(image.statusCode).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(image.body).not.toMatch(/<script|on\w+=/i);
    }
    // The desktop logo carries the whole site name.
    const pc = await send(app, data[0]!.photo_path.replace('@2x.webp', '.svg'), { method: 'GET' });
    expect(pc.body).toContain('>Croupier Demo</text>');
  });

  it('answers an unknown site with code 404 and no list', async () => {
    const res = await post(app, '/api/web/logo', { site_id: '42' });
    expect(res.json()).toEqual({ code: 404, message: 'Site 42 not found', data: null });
  });

  it.each([
    ['no site_id', {}],
    ['an object as site_id', { site_id: { $gt: '' } }],
    ['an empty site_id', { site_id: '' }],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const res = await post(app, '/api/web/logo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('refuses a body that is not JSON with a 400 JSON error', async () => {
    const res = await send(app, '/api/web/logo', {
      body: '{site_id:',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('GET /api/assets/*', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it.each(['logos/nothing.svg', '../../etc/passwd', 'logos/..%2F..%2Fsecret'])(
    'answers 404 JSON for %s',
    async (path) => {
      const res = await send(app, `/api/assets/${path}`, { method: 'GET' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    },
  );
});
