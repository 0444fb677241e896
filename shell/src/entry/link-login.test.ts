import { readLinkLogin, SESSION_PARAMS, SKIP_RELOAD_KEY, storeEntryFlags, withoutParams } from './link-login.js';

const ALL = { tk: 'tok-9', member_account: 'amit99', member_currency: 'INR', member_id: '9' };
const params = (values: Record<string, string>) => new URLSearchParams(values);

afterEach(() => localStorage.clear());

describe('link login rules', () => {
  it('adopts a session when all four parameters are there', () => {
    expect(readLinkLogin(params(ALL), '1', localStorage)).toEqual({
      kind: 'adopt',
      session: {
        token: 'tok-9',
        member_id: 9,
        member_account: 'amit99',
        member_currency: 'INR',
        member_type: 1,
        site_id: '1',
      },
    });
  });

  it('takes member_type from the URL when given', () => {
    const link = readLinkLogin(params({ ...ALL, member_type: '2' }), '1', localStorage);
    expect(link.kind === 'adopt' && link.session.member_type).toBe(2);
  });

  it.each(['tk', 'member_account', 'member_currency', 'member_id'])('does nothing without %s', (missing) => {
    const values: Record<string, string> = { ...ALL };
    delete values[missing];
    expect(readLinkLogin(params(values), '1', localStorage)).toEqual({ kind: 'none' });
  });

  it.each([[''], ['abc'], ['1.5'], ['-3']])('does nothing when member_id is %p', (member_id) => {
    expect(readLinkLogin(params({ ...ALL, member_id }), '1', localStorage)).toEqual({ kind: 'none' });
  });

  it('with the skip-reload flag set: skips the session and removes the flag, once', () => {
    localStorage.setItem(SKIP_RELOAD_KEY, 'true');
    expect(readLinkLogin(params(ALL), '1', localStorage)).toEqual({ kind: 'skipped' });
    expect(localStorage.getItem(SKIP_RELOAD_KEY)).toBeNull();
    expect(readLinkLogin(params(ALL), '1', localStorage).kind).toBe('adopt');
  });

  it('leaves the skip flag alone when the URL is no link login', () => {
    localStorage.setItem(SKIP_RELOAD_KEY, '1');
    readLinkLogin(params({ tk: 'x' }), '1', localStorage);
    expect(localStorage.getItem(SKIP_RELOAD_KEY)).toBe('1');
  });

  it('remembers pwa under its key', () => {
    storeEntryFlags(params({ pwa: '1' }), localStorage);
    expect(localStorage.getItem('pwa')).toBe('1');
  });

  it('strips the session parameters and keeps the rest', () => {
    expect(
      withoutParams('?tk=a&member_account=b&member_currency=c&member_id=1&member_type=1&header=false', SESSION_PARAMS),
    ).toBe('?header=false');
    expect(withoutParams('?tk=a', SESSION_PARAMS)).toBe('');
  });
});
