// What the login payload says about the client: a persistent device id and the system and
// browser read from the user agent. Deliberately small: names and major facts, no UA database.
import { browserStorage } from '@croupier/shared';

export const UDID_STORAGE_KEY = 'udid';

export interface ClientInfo {
  system: string;
  system_version: string;
  browser: string;
}

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux/],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera/],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];

export function parseUserAgent(ua: string): ClientInfo {
  const system = SYSTEMS.find(([, re]) => re.test(ua));
  const browser = BROWSERS.find(([, re]) => re.test(ua));
  const version = system ? (system[1].exec(ua)?.[1] ?? '') : '';
  return {
    system: system?.[0] ?? 'unknown',
    system_version: version.replace(/_/g, '.'),
    browser: browser?.[0] ?? 'unknown',
  };
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id kept in localStorage, so the server recognises this browser on the next login. */
export function getUdid(storage: Pick<Storage, 'getItem' | 'setItem'> = browserStorage('local')): string {
  try {
    const known = storage.getItem(UDID_STORAGE_KEY);
    if (known) return known;
    const id = randomId();
    storage.setItem(UDID_STORAGE_KEY, id);
    return id;
  } catch {
    // A storage that refuses a write (quota): an id for this login is still better than none.
    return randomId();
  }
}
