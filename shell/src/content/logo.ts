// POST /web/logo { site_id } -> LogoEntry[] (spec 01 §7): the header's logo, one per device.
// The last answer is kept in local storage for index.html's frame, which draws the logo in the
// header's box from the next page's first paint on.
import { browserStorage, expectSuccess, useStore, type ApiClient, type LogoEntry } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context.js';
import { contentKeys } from './query-keys.js';
import { CONTENT_STALE_MS } from './stale-time.js';

export async function fetchLogos(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<LogoEntry[]> {
  return expectSuccess(await api.post<LogoEntry[]>('/web/logo', { site_id: siteId }, { signal }));
}

/** The local-storage key index.html's inline script reads: the last answer, as it came. */
export const REMEMBERED_LOGO_KEY = 'croupier_logo';

/** Keeps the answer for the next page load's frame (which picks the layout's logo as logoFor does); returns it. */
export function rememberLogos(logos: LogoEntry[], storage: Storage = browserStorage('local')): LogoEntry[] {
  storage.setItem(REMEMBERED_LOGO_KEY, JSON.stringify(logos));
  return logos;
}

export const logoQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: contentKeys.logo,
    queryFn: ({ signal }) => fetchLogos(api, siteId, signal).then((logos) => rememberLogos(logos)),
    staleTime: CONTENT_STALE_MS,
  });

export function useLogos() {
  const { api, stores } = useServices();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(logoQuery(api, siteId));
}

/** The logo for this layout, else any logo. */
export const logoFor = (logos: LogoEntry[] | undefined, isDesktop: boolean): LogoEntry | undefined =>
  logos?.find((l) => l.device === (isDesktop ? 'pc' : 'mobile')) ?? logos?.[0];
