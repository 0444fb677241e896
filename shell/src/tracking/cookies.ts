// The Facebook browser and click ids (spec 01 §3, §9): first-party cookies, 90 days, path /,
// SameSite=Lax, Secure when the page is https (shared's cookie module adds it; a Secure cookie
// cannot be set over http, e.g. locally). A malformed id reads as absent and is made anew.
import { readCookie, writeCookie } from '@croupier/shared';

/** 90 days, in seconds (spec 01 §9: ad-tracking cookies, lax, secure). */
export const AD_TRACKING_COOKIE_MAX_AGE_S = 7_776_000;
/** Browser id: `fb.1.{ms}.{random}`, created on the first visit. */
export const FBP_COOKIE = '_fbp';
/** Click id: `fb.1.{ms}.{fbclid}`, from the landing URL's `fbclid`. */
export const FBC_COOKIE = '_fbc';
export const FBCLID_QUERY = 'fbclid';

/** Facebook's format: fb.{subdomain index}.{creation time ms}.{random or fbclid}. */
export const fbCookieValue = (createdMs: number, tail: string) => `fb.1.${createdMs}.${tail}`;

/** Ten random digits, as the pixel makes them. */
export const randomTail = (random: () => number = Math.random) =>
  String(Math.floor(random() * 9_000_000_000) + 1_000_000_000);

export interface FbIds {
  fbp: string | null;
  fbc: string | null;
}

const writeFbCookie = (name: string, value: string) =>
  writeCookie(name, value, { maxAgeS: AD_TRACKING_COOKIE_MAX_AGE_S });

export const readFbIds = (): FbIds => ({ fbp: readCookie(FBP_COOKIE) || null, fbc: readCookie(FBC_COOKIE) || null });

/**
 * On a visit: create _fbp when there is none; when the URL carries fbclid (an ad click), store it
 * as _fbc unless that click is already stored. Returns the ids as now stored.
 */
export function ensureFbCookies(search: string, now: number, random?: () => number): FbIds {
  let { fbp, fbc } = readFbIds();
  if (!fbp) {
    fbp = fbCookieValue(now, randomTail(random));
    writeFbCookie(FBP_COOKIE, fbp);
  }
  const fbclid = new URLSearchParams(search).get(FBCLID_QUERY)?.trim();
  if (fbclid && !fbc?.endsWith(`.${fbclid}`)) {
    fbc = fbCookieValue(now, fbclid);
    writeFbCookie(FBC_COOKIE, fbc);
  }
  return { fbp, fbc };
}
