// The site's time zone (spec 01 §9): the site setting TIMEZONE when the runtime knows it, else
// DEFAULT_TIMEZONE. No dayjs: the pop-up bulletin reads the zone on every page, and only formats a
// date (site-time.ts) once someone closes it.
// From the share scope, never by a relative path: this entry is bundled into each app that uses
// it, and the remote context and site store exist once in the page.
import { DEFAULT_TIMEZONE, siteSettings, useRemoteProps, useStore } from '@croupier/shared';

/** Zones already asked: the check builds an Intl formatter, and useSiteTimezone asks on every render. */
const checked = new Map<string, string>();

/** `zone` when the runtime knows it (Intl), else DEFAULT_TIMEZONE. */
export function validTimezone(zone: unknown): string {
  if (typeof zone !== 'string' || zone.trim() === '') return DEFAULT_TIMEZONE;
  let valid = checked.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone;
    } catch {
      valid = DEFAULT_TIMEZONE;
    }
    checked.set(zone, valid);
  }
  return valid;
}

/** The site's zone (a remote's hook: it reads the site store the shell hands over). */
export function useSiteTimezone(): string {
  const { stores } = useRemoteProps();
  return validTimezone(useStore(stores.site, (s) => siteSettings(s)?.TIMEZONE));
}
