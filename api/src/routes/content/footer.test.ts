import type { FastifyInstance } from 'fastify';
import type { FooterGroup } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('POST /api/arks/web/footer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('answers the footer groups in order, their links and texts in every site language', async () => {
    const res = await post(app, '/api/arks/web/footer', { site_id: '1' });
    const { code, data } = res.json() as { code: number; data: FooterGroup[] };
    expect(code).toBe(100);
    expect(data.map((g) => g.title.en_US)).toEqual(['Help', 'Legal', 'Explore', 'Responsible gaming']);

    const help = data[0]!;
    expect(help.links[0]).toEqual({
      id: expect.any(Number),
      title: expect.objectContaining({ en_US: 'About us', zh_CN: '关于我们', hi_IN: 'हमारे बारे में' }),
      url: '/faq/1',
      open_type: 'route',
    });
    // Every help page of the spec is linked from the footer.
    const urls = data.flatMap((g) => g.links.map((l) => l.url));
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 17]) expect(urls).toContain(`/faq/${id}`);
    for (const group of data) {
      for (const text of [group.title, ...group.links.map((l) => l.title)]) {
        expect(Object.keys(text).sort()).toEqual(['en_US', 'hi_IN', 'ta_IN', 'vi_VN', 'zh_CN']);
      }
    }
    // The responsible-gaming notice is operator HTML, per language.
    expect(data[3]!.content.en_US).toContain('<strong>18+ only.</strong>');
    expect(data[3]!.content.vi_VN).toContain('Cờ bạc');
  });

  it('answers an unknown site with code 404', async () => {
    expect((await post(app, '/api/arks/web/footer', { site_id: 'nope' })).json()).toMatchObject({
      code: 404,
      data: null,
    });
  });

  it('refuses a missing site_id with a 400 JSON error', async () => {
    const res = await post(app, '/api/arks/web/footer', { siteId: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: expect.stringContaining('site_id') });
  });
});
