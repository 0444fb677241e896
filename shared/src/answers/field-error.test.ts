import { isFieldError } from './field-error.js';

describe('isFieldError', () => {
  it('takes data with a string field and a string key, whatever else it carries', () => {
    expect(isFieldError({ field: 'member_email', key: 'signup.err_email_format' })).toBe(true);
    expect(isFieldError({ field: 'amount', key: 'member.err_amount', extra: 1 })).toBe(true);
    expect(isFieldError({ field: '', key: '' })).toBe(true);
  });

  it('refuses anything else: no data, another type, a field or key missing or not a string', () => {
    for (const data of [
      null,
      undefined,
      0,
      'member_email',
      ['member_email', 'key'],
      {},
      { field: 'member_email' },
      { key: 'k' },
      { field: 1, key: 'k' },
      { field: 'f', key: null },
    ]) {
      expect(isFieldError(data)).toBe(false);
    }
  });
});
