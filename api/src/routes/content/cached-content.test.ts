// The site's content lists from memory: the same ETag and a 304 until the console changes them,
// then the new body under a new ETag (before the realtime event sends pages back).
import type { FastifyInstance } from 'fastify';
import { post, startApp } from '../../test/helpers.js';
import { asOwner } from '../../test/operator.js';

jest.setTimeout(30_000);

describe('cached content lists', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const sponsors = (headers: Record<string, string> = {}) =>
    post(app, '/api/web/model_sponsor', { site_id: '1', language: 'en_US' }, headers);

  it("answers 304 to its ETag, and a new body and ETag after the console's change of a sponsor", async () => {
    const first = await sponsors();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await sponsors({ 'if-none-match': etag })).statusCode).toBe(304);
    // Another language is another answer.
    expect(
      (await post(app, '/api/web/model_sponsor', { site_id: '1', language: 'hi_IN' })).headers.get('etag'),
    ).not.toBe(etag);

    const slug = (first.json().data as { slug?: string }[])[0]?.slug ?? 'mumbai-mavericks';
    const changed = await asOwner(app, '/sites/1/models/sponsor', {
      language: 'en_US',
      slug,
      description: 'A fresh description',
    });
    expect(changed.json().code).toBe(100);
    const after = await sponsors({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('A fresh description');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('answers the logo list from memory with an ETag, 404 for an unknown site', async () => {
    const logos = await post(app, '/api/web/logo', { site_id: '1' });
    expect(logos.json().code).toBe(100);
    expect(
      (await post(app, '/api/web/logo', { site_id: '1' }, { 'if-none-match': logos.headers.get('etag')! })).statusCode,
    ).toBe(304);
    expect((await post(app, '/api/web/logo', { site_id: '999' })).json().code).toBe(404);
  });
});
