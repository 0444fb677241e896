import { loginCodeMessage } from './login-code-message.js';

describe('loginCodeMessage', () => {
  it.each([
    [101, 'login.err_account_wrong'],
    [102, 'login.err_account_disabled'],
    [103, 'login.err_account_frozen'],
    [105, 'login.err_captcha_failed'],
    [106, 'login.err_ip'],
  ])('maps %i to %s', (code, key) => {
    expect(loginCodeMessage(code, 'server says')).toMatchObject({ key });
  });

  it.each([201, 202, 203])('gives %i the IP error with the code to append', (code) => {
    expect(loginCodeMessage(code, '')).toEqual({ key: 'login.err_ip_with_code', values: { code } });
  });

  it("shows the server's message for other codes, or the common 'error'", () => {
    expect(loginCodeMessage(500, 'Down for maintenance')).toEqual({ text: 'Down for maintenance' });
    expect(loginCodeMessage(500, '')).toEqual({ key: 'error', ns: 'common' });
  });
});
