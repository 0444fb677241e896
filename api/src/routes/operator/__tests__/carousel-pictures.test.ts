// A carousel picture uploaded from the console: PNG, JPEG or WebP by its bytes, stored encoded
// anew as WebP without its metadata and served under /api/assets; anything else (not a picture,
// SVG, a type other than the one said, too many bytes or pixels) is a 400 with a sentence, never
// a 5xx; a body beyond the route's own limit is a 413.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { getPicture, send, startApp } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession } from '../../../test/operator.js';

jest.setTimeout(60_000);

const PATH = '/sites/1/carousel/pictures';
const upload = (who: OperatorSession, bytes: Buffer, content_type = 'image/png') =>
  who.call(PATH, { image: { content_type, data: bytes.toString('base64') } });
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe('carousel pictures from the console', () => {
  let app: FastifyInstance;
  let owner: OperatorSession;
  beforeAll(async () => {
    app = await startApp();
    owner = await signInOperator(app);
  });
  afterAll(() => app.close());

  it('stores a PNG as WebP, served under /api/assets, usable as a banner, and audited', async () => {
    const png = await solid(640, 200).png().toBuffer();
    const res = await upload(owner, png);
    expect(res.statusCode).toBe(200);
    const { url, width, height, bytes } = res.json().data as {
      url: string;
      width: number;
      height: number;
      bytes: number;
    };
    expect(url).toMatch(/^\/api\/assets\/uploads\/carousel\/[0-9a-f]{32}\.webp$/);
    expect([width, height]).toEqual([640, 200]);
    const served = await getPicture(app, url);
    expect([served.statusCode, served.headers.get('content-type'), served.format, served.width, served.height]).toEqual(
      [200, 'image/webp', 'webp', 640, 200],
    );
    expect(served.bytes.length).toBe(bytes);
    // The same picture again is the same file.
    expect((await upload(owner, png)).json().data.url).toBe(url);
    const banner = await owner.call('/sites/1/carousel', {
      use_type: 0,
      currency: 'USD',
      items: [{ url, link_type: 1, link_method: 0, link_url: '/discount' }],
    });
    expect(banner.statusCode).toBe(200);
    const [entry] = (await owner.call('/audit?action=carousel.picture')).json().data.items;
    expect(entry).toMatchObject({
      site_id: '1',
      target: url,
      before: null,
      after: { width: 640, content_type: 'image/png' },
    });
  });

  it('drops the metadata of a JPEG and turns it by its EXIF orientation', async () => {
    const jpeg = await solid(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone', ImageDescription: 'taken at home' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(owner, jpeg, 'image/jpeg');
    expect(res.json().data).toMatchObject({ width: 100, height: 300 });
    const served = await getPicture(app, res.json().data.url);
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.exif, metadata.icc, metadata.xmp, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses what is no PNG, JPEG or WebP, or not the type said, or too large, with 400 and a sentence', async () => {
    const webp = await solid(10, 10).webp().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const cases: [string, Buffer, string, RegExp][] = [
      ['text', Buffer.from('hello, not a picture at all'), 'image/png', /not a PNG, JPEG or WebP/],
      ['svg said to be png', svg, 'image/png', /SVG is not taken/],
      ['webp said to be png', webp, 'image/png', /a webp file, not image\/png/],
      ['truncated png', (await solid(50, 50).png().toBuffer()).subarray(0, 60), 'image/png', /.+/],
      ['more than 2 MB', Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/png', /at most 2097152/],
      ['a side over 4096 px', await solid(5000, 4).png().toBuffer(), 'image/png', /5000x4 px/],
    ];
    for (const [what, bytes, type, message] of cases) {
      const res = await upload(owner, bytes, type);
      expect([what, res.statusCode, res.json().message]).toEqual([what, 400, expect.stringMatching(message)]);
    }
    for (const image of [
      { content_type: 'image/svg+xml', data: svg.toString('base64') },
      { content_type: 'image/png', data: 'not base64 at all!' },
      { content_type: 'image/png', data: '' },
      { content_type: 'image/png' },
    ])
      expect((await owner.call(PATH, { image })).statusCode).toBe(400);
    expect(
      app.services.db.prepare("SELECT COUNT(*) FROM content_assets WHERE path LIKE 'uploads/%'").pluck().get(),
    ).toBe(2);
  });

  it('answers a body beyond its limit with 413, and refuses other roles before reading a byte', async () => {
    const huge = await owner.call(PATH, { image: { content_type: 'image/png', data: 'A'.repeat(3 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    const cashier = await operatorWithRoles(app, owner, 'cashier-pic', ['cashier']);
    expect((await upload(cashier, await solid(10, 10).png().toBuffer())).statusCode).toBe(403);
    const anonymous = await send(app, `/api/operator${PATH}`, {
      body: '{"image":{"content_type":"image/png","data":"AAAA"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
    // Other routes keep the api's 64 KB limit.
    const big = await owner.call('/sites/1/marquee', { items: [{ title: 'x', content: 'y'.repeat(70_000) }] });
    expect(big.statusCode).toBe(413);
  });
});
