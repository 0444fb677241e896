/**
 * @jest-environment-options {"url": "https://games.example/"}
 */
// Over https every cookie the front end writes is Secure (and SameSite=Lax): it never travels on
// a plain-http request where a network attacker could read or plant it.
import { readCookie, writeCookie } from './cookies.js';

it('writes Secure, SameSite=Lax cookies on an https page', () => {
  const written = jest.spyOn(Document.prototype, 'cookie', 'set');
  writeCookie('ccy', 'INR', { maxAgeS: 60 });
  expect(written).toHaveBeenCalledWith(expect.stringMatching(/^ccy=INR;.*; secure/i));
  expect(written.mock.calls[0]![0]).toMatch(/; sameSite=Lax/i);
  expect(readCookie('ccy')).toBe('INR');
  written.mockRestore();
});
