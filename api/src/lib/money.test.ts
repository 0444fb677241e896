import { formatCents, parseAmountToCents } from './money.js';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100_000, '1000.00'],
    [123_456, '1234.56'],
    [-2_550, '-25.50'],
  ])('formats %i cents as %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it.each([
    ['12.5', 1_250],
    ['12.50', 1_250],
    [' 7 ', 700],
    ['-3.05', -305],
    [7.25, 725],
    ['0', 0],
  ])('reads %p as %i cents', (value, cents) => expect(parseAmountToCents(value)).toBe(cents));

  it.each([['1.234'], ['abc'], [''], ['1e3'], [null], [{}], ['12,50'], [Number.NaN]])('refuses %p', (value) =>
    expect(parseAmountToCents(value)).toBeNull(),
  );
});
