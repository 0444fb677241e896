import { REGISTER_CODE_MESSAGES, registerFailure } from './register-code-message.js';
import enUS from '../locales/register/en_US.json';

const SPEC_CODES = [
  102, 103, 104, 105, 106, 107, 108, 109, 110, 112, 113, 114, 206, 209, 214, 215, 216, 218, 219, 222, 223, 224, 227,
  228, 301, 302, 303, 304, 305, 306, 307, 308, 996, 997,
];

describe('registerFailure (spec 01 §8)', () => {
  it('has an entry for every code of the catalogue, each key translated', () => {
    const signup = enUS.signup as Record<string, unknown>;
    for (const code of SPEC_CODES) {
      const entry = REGISTER_CODE_MESSAGES[code];
      expect(entry).toBeDefined();
      if (entry?.key) expect(signup[entry.key.replace('signup.', '')]).toEqual(expect.any(String));
    }
  });

  it.each([
    [102, 'member_account', { key: 'signup.err_duplicate_account' }],
    [222, 'phone_verify', { key: 'signup.err_phone_verify_not_found' }],
    [301, 'member_qq', { key: 'signup.err_contact_invalid' }],
    [308, 'member_others', { key: 'signup.err_contact_invalid' }],
    [996, null, { key: 'signup.err_too_frequent' }],
    [215, 'member_phone', { text: 'Contact us' }],
    [555, null, { text: 'Contact us' }],
  ])('%i -> %s', (code, field, message) => {
    expect(registerFailure(code, 'Contact us')).toEqual({ field, message });
  });

  it("shows 'error' for an unknown code without a server message", () => {
    expect(registerFailure(555, '')).toEqual({ field: null, message: { text: 'error' } });
  });

  it("prefers the api's field and key", () => {
    expect(registerFailure(206, 'x', { field: 'member_email', key: 'signup.err_email_required' })).toEqual({
      field: 'member_email',
      message: { key: 'signup.err_email_required' },
    });
  });
});
