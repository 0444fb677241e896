import { getUdid, parseUserAgent, UDID_STORAGE_KEY } from './client-info.js';

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { system: 'Windows', system_version: '10.0', browser: 'Chrome' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      { system: 'Windows', system_version: '10.0', browser: 'Edge' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { system: 'iOS', system_version: '17.5', browser: 'Safari' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { system: 'Android', system_version: '14', browser: 'Samsung Internet' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:127.0) Gecko/20100101 Firefox/127.0',
      { system: 'macOS', system_version: '10.15', browser: 'Firefox' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      { system: 'Linux', system_version: '', browser: 'Opera' },
    ],
  ])('reads %s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  it('says unknown for what it cannot read', () => {
    expect(parseUserAgent('curl/8.0')).toEqual({ system: 'unknown', system_version: '', browser: 'unknown' });
  });
});

describe('getUdid', () => {
  beforeEach(() => localStorage.clear());

  it('creates a random id once and keeps it in localStorage', () => {
    const first = getUdid(localStorage);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(localStorage.getItem(UDID_STORAGE_KEY)).toBe(first);
    expect(getUdid(localStorage)).toBe(first);
  });

  it('still gives an id when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(getUdid(broken)).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
