import { AUTH_STATE_KEY, authorizeUrl, takePendingAuth } from './auth-popup.js';

describe('authorizeUrl', () => {
  it('adds the callback on this origin, the state and the site to the provider URL', () => {
    const url = new URL(
      authorizeUrl(
        { provider: 'x', name: 'X', authorize_url: 'https://id.example/auth?client_id=9' },
        '1',
        's1',
        'https://site.test',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://id.example/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '9',
      redirect_uri: 'https://site.test/authCallback',
      state: 's1',
      site_id: '1',
    });
  });

  it('resolves a relative provider URL against the site', () => {
    expect(
      authorizeUrl(
        { provider: 'dev', name: 'Dev', authorize_url: '/api/auth/dev/authorize' },
        '1',
        's',
        'http://localhost:3000',
      ),
    ).toMatch(/^http:\/\/localhost:3000\/api\/auth\/dev\/authorize\?/);
  });
});

describe('takePendingAuth', () => {
  beforeEach(() => localStorage.clear());

  it('gives the pending sign-in for its own state, once', () => {
    localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ state: 's1', provider: 'dev' }));
    expect(takePendingAuth('s1')).toEqual({ state: 's1', provider: 'dev' });
    expect(takePendingAuth('s1')).toBeNull();
  });

  it.each([
    ['another state', JSON.stringify({ state: 's1', provider: 'dev' }), 's2'],
    ['no state', JSON.stringify({ state: 's1', provider: 'dev' }), null],
    ['nothing stored', null, 's1'],
    ['garbage', '{nope', 's1'],
  ])('refuses %s', (_label, stored, state) => {
    if (stored) localStorage.setItem(AUTH_STATE_KEY, stored);
    expect(takePendingAuth(state)).toBeNull();
  });
});
