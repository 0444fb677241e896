import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../../config.js';
import { post, send, startApp, testConfig } from '../../test/helpers.js';

jest.setTimeout(30_000);

const PATH = '/api/arks/web/visitor/country';
/** Behind a CDN that sets the country headers (and drops a client's). */
const BEHIND_CDN = { TRUST_COUNTRY_HEADERS: '1' };

describe('POST /api/arks/web/visitor/country', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it("takes the country from the CDN's cf-ipcountry or x-country-code header", async () => {
    app = await startApp(BEHIND_CDN);
    expect((await post(app, PATH, {}, { 'cf-ipcountry': 'in' })).json()).toEqual({
      code: 100,
      message: 'success',
      data: { country: 'IN', currency: 'INR' },
    });
    expect((await post(app, PATH, {}, { 'x-country-code': 'VN' })).json().data).toEqual({
      country: 'VN',
      currency: 'VND',
    });
    expect((await post(app, PATH, {}, { 'cf-ipcountry': 'JP', 'x-country-code': 'VN' })).json().data.country).toBe(
      'JP',
    );
  });

  it('ignores the country headers a client writes unless TRUST_COUNTRY_HEADERS says a CDN sets them', async () => {
    app = await startApp();
    expect((await post(app, PATH, {}, { 'cf-ipcountry': 'IN' })).json().data).toEqual({
      country: 'US',
      currency: 'USD',
    });
    expect((await post(app, PATH, { site_id: '1' }, { 'x-country-code': 'VN' })).json().data).toEqual({
      country: 'US',
      currency: 'USD',
    });
  });

  it('falls back to DEFAULT_COUNTRY (US unless configured) without a usable header', async () => {
    app = await startApp(BEHIND_CDN);
    const bare = await post(app, PATH);
    expect([bare.statusCode, bare.body]).toEqual([200, expect.any(String)]);
    expect(bare.json().data).toEqual({ country: 'US', currency: 'USD' });
    // Cloudflare's XX (unknown) and anything that is not an alpha-2 code are ignored.
    expect((await post(app, PATH, {}, { 'cf-ipcountry': 'XX' })).json().data.country).toBe('US');
    expect((await post(app, PATH, {}, { 'cf-ipcountry': 'India' })).json().data.country).toBe('US');
    await app.close();

    app = await startApp({ DEFAULT_COUNTRY: 'bd' });
    expect((await post(app, PATH, {})).json().data).toEqual({ country: 'BD', currency: 'BDT' });
  });

  it('gives no currency for a country outside the table', async () => {
    app = await startApp(BEHIND_CDN);
    expect((await post(app, PATH, {}, { 'cf-ipcountry': 'FR' })).json().data).toEqual({
      country: 'FR',
      currency: null,
    });
  });

  it("with a site_id, narrows the currency to the site's, else its first currency", async () => {
    app = await startApp(BEHIND_CDN);
    // Site 1 offers USD, INR and VND.
    expect((await post(app, PATH, { site_id: '1' }, { 'cf-ipcountry': 'IN' })).json().data).toEqual({
      country: 'IN',
      currency: 'INR',
    });
    expect((await post(app, PATH, { site_id: '1' }, { 'cf-ipcountry': 'JP' })).json().data).toEqual({
      country: 'JP',
      currency: 'USD',
    });
    expect((await post(app, PATH, { site_id: '1' }, { 'cf-ipcountry': 'FR' })).json().data).toEqual({
      country: 'FR',
      currency: 'USD',
    });
    expect((await post(app, PATH, { site_id: '999' })).json()).toEqual({
      code: 404,
      message: 'Site 999 not found',
      data: null,
    });
  });

  it.each([
    ['a site_id that is an object', { site_id: { id: '1' } }],
    ['an empty site_id', { site_id: '' }],
    ['an array body', [1, 2]],
  ])('refuses %s with a 400 JSON error', async (_what, payload) => {
    app = await startApp();
    const res = await post(app, PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('refuses a body that is not JSON with a 400, never a 500', async () => {
    app = await startApp();
    const res = await send(app, PATH, { body: 'nope', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('DEFAULT_COUNTRY', () => {
  it('is read as an upper-case alpha-2 code and refused otherwise', () => {
    expect(testConfig({ DEFAULT_COUNTRY: ' in ' }).defaultCountry).toBe('IN');
    expect(testConfig().defaultCountry).toBe('US');
    expect(() => testConfig({ DEFAULT_COUNTRY: 'USA' })).toThrow(ConfigError);
  });
});
