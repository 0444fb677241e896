import { promptError } from './prompt-error.js';

const DEFAULT = 'Illegal input';

describe('promptError', () => {
  it('passes anything when there are no rules', () => {
    expect(promptError('', {}, DEFAULT)).toBeNull();
  });

  it('fails a value the pattern does not match, with the default or custom message', () => {
    expect(promptError('abc', { pattern: /^\d+$/ }, DEFAULT)).toBe(DEFAULT);
    expect(promptError('abc', { pattern: /^\d+$/, errorMessage: 'Digits only' }, DEFAULT)).toBe('Digits only');
    expect(promptError('123', { pattern: /^\d+$/ }, DEFAULT)).toBeNull();
  });

  it('gives the same answer twice for a global pattern', () => {
    const pattern = /\d/g;
    expect(promptError('a1', { pattern }, DEFAULT)).toBeNull();
    expect(promptError('a1', { pattern }, DEFAULT)).toBeNull();
  });

  it("shows the validator's own message first", () => {
    const validator = (v: string) => v.length >= 3 || 'Too short';
    expect(promptError('ab', { validator, errorMessage: 'unused' }, DEFAULT)).toBe('Too short');
    expect(promptError('abc', { validator }, DEFAULT)).toBeNull();
  });

  it('uses errorMessage, then the default, when the validator says false', () => {
    expect(promptError('x', { validator: () => false, errorMessage: 'Nope' }, DEFAULT)).toBe('Nope');
    expect(promptError('x', { validator: () => false }, DEFAULT)).toBe(DEFAULT);
  });
});
