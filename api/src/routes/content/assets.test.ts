import type { FastifyInstance } from 'fastify';
import { getPicture, send, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

// GET /api/assets/{path}: a content_assets row as stored, or an SVG row asked for as .webp drawn as WebP.
describe('GET /api/assets/*', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
    const insert = app.services.db.prepare(
      'INSERT INTO content_assets (path, mime, body, updated_at) VALUES (?, ?, ?, ?)',
    );
    insert.run('tests/broken.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10"', Date.now());
    insert.run('tests/note.txt', 'text/plain', 'not a picture', Date.now());
  });
  afterAll(() => app.close());

  it('answers the WebP of an SVG row at the SVG’s size, the SVG row itself as stored', async () => {
    const webp = await getPicture(app, '/api/assets/ads/live-dealers.webp');
    expect([webp.statusCode, webp.headers.get('content-type'), webp.format, webp.width, webp.height]).toEqual([
      200,
      'image/webp',
      'webp',
      640,
      240,
    ]);
    expect(webp.spread).toBeGreaterThan(10);
    expect(webp.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(webp.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await send(app, '/api/assets/ads/live-dealers.svg', { method: 'GET' });
    expect([svg.statusCode, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('answers `@2x.webp` at twice the SVG’s size', async () => {
    const webp = await getPicture(app, '/api/assets/ads/live-dealers@2x.webp');
    expect([webp.statusCode, webp.format, webp.width, webp.height]).toEqual([200, 'webp', 1280, 480]);
  });

  it.each([
    ['/api/assets/ads/live-dealers@3x.webp', 'a scale that is not drawn'],
    ['/api/assets/ads/nothing-here.webp', 'no SVG row of that name'],
    ['/api/assets/tests/note.webp', 'a row that is not an SVG'],
    ['/api/assets/tests/broken.webp', 'an SVG librsvg cannot read'],
    ['/api/assets/../ads/live-dealers.webp', 'a path out of the assets'],
  ])('answers %s (%s) with a 404 JSON error', async (path) => {
    const res = await send(app, path, { method: 'GET' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });
});
