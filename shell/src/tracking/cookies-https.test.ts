/**
 * @jest-environment-options {"url": "https://site.test/"}
 */
import { clearCookies, recordCookieWrites } from '../test/cookie-writes.js';
import { ensureFbCookies, readFbIds } from './cookies.js';

describe('ad-tracking cookies on an https page', () => {
  const writes = recordCookieWrites();
  afterEach(clearCookies);

  it('are Secure as well as lax and site-wide for 90 days', () => {
    ensureFbCookies('?fbclid=abc', 5, () => 0);
    expect(writes).toEqual([
      {
        name: '_fbp',
        value: 'fb.1.5.1000000000',
        attributes: { path: '/', samesite: 'Lax', secure: true, 'max-age': '7776000' },
      },
      {
        name: '_fbc',
        value: 'fb.1.5.abc',
        attributes: { path: '/', samesite: 'Lax', secure: true, 'max-age': '7776000' },
      },
    ]);
    expect(readFbIds()).toEqual({ fbp: 'fb.1.5.1000000000', fbc: 'fb.1.5.abc' });
  });
});
