// JSON answers above 1 KB compressed as Accept-Encoding asks (br preferred, else gzip); small ones not.
import type { FastifyInstance } from 'fastify';
import { post, startApp } from '../test/helpers.js';

jest.setTimeout(30_000);

const GAME_LIST = { site_id: '1', support_device: 0, currency: 'USD', template: 'pc' };

describe('compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
  ])('sends the game list (over 1 KB) encoded when Accept-Encoding is %s', async (accept, encoding) => {
    const res = await post(app, '/api/v3/game_list', GAME_LIST, { 'accept-encoding': accept });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decoded it: the same JSON as an identity answer.
    const plain = await post(app, '/api/v3/game_list', GAME_LIST, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(res.json()).toEqual(plain.json());
  });

  it('leaves a small answer (under 1 KB) as it is', async () => {
    const res = await post(
      app,
      '/api/v3/game_list',
      { ...GAME_LIST, site_id: '999' },
      { 'accept-encoding': 'br, gzip' },
    );
    expect(res.body.length).toBeLessThan(1024);
    expect(res.json()).toMatchObject({ code: 404 });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
