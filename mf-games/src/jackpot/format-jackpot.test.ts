import { formatJackpot, formatJackpotCents, jackpotCents } from './format-jackpot.js';

describe('formatJackpot (spec 02 §3: padded to 10 integer digits)', () => {
  it.each([
    ['1234.5', '0000001234.50'],
    ['1234.50', '0000001234.50'],
    ['0', '0000000000.00'],
    ['0.00', '0000000000.00'],
    ['7', '0000000007.00'],
    [' 88.10 ', '0000000088.10'],
    ['1234.', '0000001234.00'],
    ['1234.005', '0000001234.01'],
    ['1234.004', '0000001234.00'],
    ['999.999', '0000001000.00'],
    ['9999999999.99', '9999999999.99'],
    // More than 10 integer digits: every digit stays.
    ['12345678901.2', '12345678901.20'],
    ['123456789012345678901234.56', '123456789012345678901234.56'],
    [1234.5, '0000001234.50'],
    [0.1 + 0.2, '0000000000.30'],
    [5000000, '0005000000.00'],
  ])('%p -> %p', (amount, text) => {
    expect(formatJackpot(amount)).toBe(text);
  });

  it.each([
    ['abc'],
    [''],
    ['  '],
    ['-5'],
    ['1,234.50'],
    ['1e6'],
    ['12.3.4'],
    ['.5'],
    [-1],
    [Number.NaN],
    [Infinity],
    [null],
    [undefined],
    [{}],
  ])('unreadable %p -> null', (amount) => {
    expect(formatJackpot(amount)).toBeNull();
  });

  it('pads to another width when asked', () => {
    expect(formatJackpot('42.5', 4)).toBe('0042.50');
  });

  it('reads whole cents and writes them back', () => {
    expect(jackpotCents('1234.5')).toBe(123450n);
    expect(formatJackpotCents(123450n)).toBe('0000001234.50');
    expect(formatJackpotCents(5n)).toBe('0000000000.05');
  });
});
