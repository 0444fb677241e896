// The Facebook browser and click ids (spec 01 §3, §9): first-party cookies, 90 days, SameSite=Lax,
// Secure when the page is https (a Secure cookie cannot be set over http, e.g. locally).
import { AD_TRACKING_COOKIE_MAX_AGE_S, FBC_COOKIE, FBCLID_QUERY, FBP_COOKIE } from '@croupier/shared';

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeS: number): void;
}

export function documentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      const prefix = `${name}=`;
      const found = doc.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    set(name, value, maxAgeS) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure}`;
    },
  };
}

/** Facebook's format: fb.{subdomain index}.{creation time ms}.{random or fbclid}. */
export const fbCookieValue = (createdMs: number, tail: string) => `fb.1.${createdMs}.${tail}`;

/** Ten random digits, as the pixel makes them. */
export const randomTail = (random: () => number = Math.random) => String(Math.floor(random() * 9_000_000_000) + 1_000_000_000);

export interface FbIds {
  fbp: string | null;
  fbc: string | null;
}

/**
 * On a visit: create _fbp when there is none; when the URL carries fbclid (an ad click), store it
 * as _fbc unless that click is already stored. Returns the ids as now stored.
 */
export function ensureFbCookies(jar: CookieJar, search: string, now: number, random?: () => number): FbIds {
  let fbp = jar.get(FBP_COOKIE);
  if (!fbp) {
    fbp = fbCookieValue(now, randomTail(random));
    jar.set(FBP_COOKIE, fbp, AD_TRACKING_COOKIE_MAX_AGE_S);
  }
  let fbc = jar.get(FBC_COOKIE);
  const fbclid = new URLSearchParams(search).get(FBCLID_QUERY)?.trim();
  if (fbclid && !fbc?.endsWith(`.${fbclid}`)) {
    fbc = fbCookieValue(now, fbclid);
    jar.set(FBC_COOKIE, fbc, AD_TRACKING_COOKIE_MAX_AGE_S);
  }
  return { fbp, fbc };
}

export const readFbIds = (jar: CookieJar): FbIds => ({ fbp: jar.get(FBP_COOKIE), fbc: jar.get(FBC_COOKIE) });
