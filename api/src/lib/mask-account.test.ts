import { maskAccount } from './mask.js';

describe('maskAccount', () => {
  it.each([
    ['friend01', 'fr***01'],
    ['abcde', 'ab***de'],
    ['abcd', 'a***'],
    ['a', 'a***'],
  ])('shows %s as %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});
