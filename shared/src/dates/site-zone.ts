// The site's time zone as a remote reads it (spec 01 §9): the site setting TIMEZONE when the
// runtime knows it, else DEFAULT_TIMEZONE (validTimezone, shared/src/contracts/site-time.ts).
// From the share scope, never by a relative path: this entry is bundled into each app that uses
// it, and the remote context and site store exist once in the page.
import { siteSettings, useRemoteProps, useStore } from '@croupier/shared';
import { validTimezone } from '../contracts/site-time.js';

/** The site's zone (a remote's hook: it reads the site store the shell hands over). */
export function useSiteTimezone(): string {
  const { stores } = useRemoteProps();
  return validTimezone(useStore(stores.site, (s) => siteSettings(s)?.TIMEZONE));
}
