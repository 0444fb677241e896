import type { FastifyInstance } from 'fastify';
import { CONTENT_ICONS, type FloatEntry } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('POST /api/arks/web/float', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('answers the floating buttons: customer service first, each with a known icon and a title', async () => {
    const { code, data } = (await post(app, '/api/arks/web/float', { site_id: 1 })).json() as {
      code: number;
      data: FloatEntry[];
    };
    expect(code).toBe(100);
    expect(data.map((f) => [f.icon, f.open_type, f.url])).toEqual([
      ['service', 'customer_service', ''],
      ['app', 'route', '/app'],
      ['telegram', 'new_window', 'https://t.me/croupier_demo'],
    ]);
    for (const f of data) {
      expect(CONTENT_ICONS).toContain(f.icon);
      expect(f.title.en_US).toBeTruthy();
      expect(f.title.ta_IN).toBeTruthy();
    }
  });

  it('refuses a body that is an array with a 400 JSON error', async () => {
    const res = await post(app, '/api/arks/web/float', [{ site_id: '1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});
