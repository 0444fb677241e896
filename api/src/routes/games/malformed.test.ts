import type { FastifyInstance } from 'fastify';
import { send, startApp, tokenFor } from '../../test/helpers.js';

jest.setTimeout(30_000);

// Every games endpoint answers a malformed request with a JSON 400 (never a 500).
const ENDPOINTS = [
  '/api/v3/game_list',
  '/api/v2/get_tag_game_list',
  '/api/v2/game_label',
  '/api/v2/get_template_game_list',
  '/api/arks/web/member-games/favorite/store',
  '/api/v2/get_jackpot',
  '/api/demo/gt_games',
  '/api/demo/gp_games',
];

const BODIES: [string, string][] = [
  ['broken JSON', '{"site_id": "1",'],
  ['a JSON array', '[1, 2]'],
  ['a JSON string', '"site_id"'],
  ['JSON null', 'null'],
  ['an empty object', '{}'],
];

describe('malformed requests to the games endpoints', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await startApp();
    token = await tokenFor(app, 'player01', 'player123');
  });
  afterAll(() => app.close());

  it.each(ENDPOINTS.flatMap((url) => BODIES.map(([what, body]) => [url, what, body] as const)))(
    '%s with %s: 400',
    async (url, _what, body) => {
      const res = await send(app, url, { body, headers: { 'content-type': 'application/json', authorization: token } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
    },
  );

  it.each(ENDPOINTS.flatMap((url) => ['text/plain', 'application/xml'].map((type) => [url, type] as const)))(
    '%s sent as %s: a 4xx JSON error, never a 500',
    async (url, type) => {
      const res = await send(app, url, { body: 'site_id=1', headers: { 'content-type': type, authorization: token } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: res.statusCode, data: null });
    },
  );
});
