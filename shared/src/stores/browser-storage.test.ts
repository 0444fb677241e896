import { browserStorage } from './browser-storage.js';

/** A window whose storage getters throw as Chromium's do with site data blocked. */
function blockedWindow(): Window {
  const refuse = () => {
    throw new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      'SecurityError',
    );
  };
  return Object.defineProperties({} as Window, { localStorage: { get: refuse }, sessionStorage: { get: refuse } });
}

describe('browserStorage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("is the window's own storage when the browser allows it", () => {
    browserStorage('local').setItem('token', 'abc');
    browserStorage('session').setItem('agent_domain_currency', 'INR');

    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('agent_domain_currency')).toBe('INR');
    // Its probe leaves nothing behind.
    expect(localStorage.length).toBe(1);
  });

  it('keeps values in memory for the page when reading the storage throws SecurityError', () => {
    const win = blockedWindow();

    browserStorage('local', win).setItem('token', 'abc');
    browserStorage('session', win).setItem('token', 'tab');

    // Every caller of the page gets the same stand-in, local and session apart.
    expect(browserStorage('local', win).getItem('token')).toBe('abc');
    expect(browserStorage('session', win).getItem('token')).toBe('tab');
    expect(browserStorage('local', blockedWindow()).getItem('token')).toBeNull();
  });

  it('falls back to memory when the storage refuses writes (a full or read-only storage)', () => {
    const readOnly = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const win = { localStorage: readOnly, sessionStorage: readOnly } as unknown as Window;

    const storage = browserStorage('local', win);
    storage.setItem('udid', 'u-1');

    expect(storage).not.toBe(readOnly);
    expect(storage.getItem('udid')).toBe('u-1');
  });
});
