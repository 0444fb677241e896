// The one way the front end reads and writes cookies (shell and remotes alike), on js-cookie.
// A cookie that cannot be decoded (a truncated value, another app's cookie on the same domain)
// reads as absent: it is never fatal, and the owner writes a good value over it.
import Cookies from 'js-cookie';

export interface CookieWriteOptions {
  /** Lifetime in seconds; absent = a session cookie (gone when the browser closes). */
  maxAgeS?: number;
}

/** Path /, SameSite=Lax; Secure when the page is https (a Secure cookie cannot be set over http). */
const jar = () => Cookies.withAttributes({ path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' });

/** The cookie's value, or undefined when it is absent or malformed. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, { maxAgeS }: CookieWriteOptions = {}): void {
  if (maxAgeS !== undefined && maxAgeS <= 0) return removeCookie(name);
  jar().set(name, value, maxAgeS === undefined ? {} : { 'max-age': String(Math.round(maxAgeS)) });
}

export function removeCookie(name: string): void {
  jar().remove(name);
}

/** A JSON cookie, checked by `parse` (which answers undefined for a value of the wrong shape). */
export function readJsonCookie<T>(name: string, parse: (value: unknown) => T | undefined): T | undefined {
  const raw = readCookie(name);
  if (raw === undefined) return undefined;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeJsonCookie(name: string, value: unknown, options?: CookieWriteOptions): void {
  writeCookie(name, JSON.stringify(value), options);
}
