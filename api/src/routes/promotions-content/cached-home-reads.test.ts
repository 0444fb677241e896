// What a guest's home page reads besides the game lists — the mobile footer, the template config,
// the carousel, the marquee and the news — comes from memory: the same ETag and a 304 until the
// console changes it, then the new body under a new ETag; an answer in another language is another
// answer (Vary: lang).
import type { FastifyInstance } from 'fastify';
import { post, startApp } from '../../test/helpers.js';
import { asOwner } from '../../test/operator.js';

jest.setTimeout(30_000);

describe('cached home page reads', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  /** Asks twice, the second time with the first ETag: a 304 without a body. */
  async function revalidates(path: string, body: unknown, headers: Record<string, string> = {}) {
    const first = await post(app, path, body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().code).toBe(100);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await post(app, path, body, { ...headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    return first;
  }

  it('serves the mobile footer and the template config with an ETag and a 304', async () => {
    const footer = await revalidates('/api/arks/web/web-mobile-footer', { site_id: '1', template: 'H5_1' });
    expect(footer.json().data).toHaveLength(5);
    const other = await post(app, '/api/arks/web/web-mobile-footer', { site_id: '1', template: 'H5_2' });
    expect(other.headers.get('etag')).not.toBe(footer.headers.get('etag'));
    expect((await post(app, '/api/arks/web/web-mobile-footer', { site_id: '999', template: 'H5_1' })).json().code).toBe(
      404,
    );
    await revalidates('/api/template_config', { mobileTemplateName: 'H5_1' });
    expect((await post(app, '/api/template_config', { mobileTemplateName: 'H5_2' })).json().code).toBe(100);
  });

  it('serves the carousel per language until the console replaces it', async () => {
    const ask = { site_id: '1', use_type: 1, currency: 'USD' };
    const first = await revalidates('/api/arks/web/carousel_picture', ask);
    expect(first.headers.get('vary')).toContain('lang');
    const etag = first.headers.get('etag')!;
    const hindi = await post(app, '/api/arks/web/carousel_picture', ask, { lang: 'hi_IN' });
    expect(hindi.headers.get('etag')).not.toBe(etag);

    const item = {
      url: '/api/assets/carousel/welcome-large.svg',
      title: { en_US: 'Fresh banner', hi_IN: 'नया बैनर' },
      link_type: 1,
      link_method: 0,
      link_url: '/discount',
      sort: 99,
    };
    expect((await asOwner(app, '/sites/1/carousel', { use_type: 1, currency: 'USD', items: [item] })).json().code).toBe(
      100,
    );
    const after = await post(app, '/api/arks/web/carousel_picture', ask, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Fresh banner');
    expect((await post(app, '/api/arks/web/carousel_picture', ask, { lang: 'hi_IN' })).body).toContain('नया बैनर');
  });

  it('serves the marquee and the news until the console adds to them', async () => {
    const marquee = await revalidates('/api/arks/web/announcement/marquee', {
      site_id: '1',
      sort_field: 'sort',
      sort_order: 'asc',
    });
    const news = await revalidates('/api/arks/web/announcement/news', { site_id: '1', page: 1, count: 10 });

    expect(
      (
        await asOwner(app, '/sites/1/marquee', { items: [{ title: 'A new marquee line', content: '<p>new</p>' }] })
      ).json().code,
    ).toBe(100);
    const marqueeAfter = await post(
      app,
      '/api/arks/web/announcement/marquee',
      { site_id: '1', sort_field: 'sort', sort_order: 'asc' },
      { 'if-none-match': marquee.headers.get('etag')! },
    );
    expect(marqueeAfter.statusCode).toBe(200);
    expect(marqueeAfter.body).toContain('A new marquee line');
    const newsAfter = await post(
      app,
      '/api/arks/web/announcement/news',
      { site_id: '1', page: 1, count: 10 },
      { 'if-none-match': news.headers.get('etag')! },
    );
    expect(newsAfter.statusCode).toBe(200);

    const etag = newsAfter.headers.get('etag')!;
    const added = await asOwner(app, '/sites/1/announcements', {
      title: 'Guests news item',
      content: '<p>x</p>',
      display_after_login: 0,
      display_before_login: 1,
      sort: 1,
    });
    expect(added.json().code).toBe(100);
    const latest = await post(
      app,
      '/api/arks/web/announcement/news',
      { site_id: '1', page: 1, count: 10 },
      { 'if-none-match': etag },
    );
    expect(latest.statusCode).toBe(200);
    expect(latest.body).toContain('Guests news item');
  });

  it('serves a carousel asked without a currency anew after the console changes the default currency', async () => {
    const ask = { site_id: '1', use_type: 1 };
    const before = await revalidates('/api/arks/web/carousel_picture', ask);
    expect((await asOwner(app, '/sites/1/settings', { settings: { CURRENCY: 'INR,USD,VND' } })).json().code).toBe(100);
    const after = await post(app, '/api/arks/web/carousel_picture', ask, {
      'if-none-match': before.headers.get('etag')!,
    });
    expect(after.statusCode).toBe(200);
  });
});
