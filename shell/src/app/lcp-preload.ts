// The home page's largest paint is its first banner. Left to mf-promotions, its URL would be known
// only after the shell drew, then the remote's entry and code loaded, then it asked for the
// banners. From the shell's start instead: as soon as the site, language, currency and device are
// known, the banners are asked under the key the carousel reads (shared's carouselQuery), and the
// first picture is preloaded with high priority, so it downloads while the remote loads.
import { CAROUSEL_USE_TYPE, carouselQuery, parseCurrencyList, type ApiClient, type RemoteStores } from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isDesktopMode } from '../layout/device.js';
import { splitLocalePath } from '../locale/locale-url.js';
import type { RemoteRegistry } from '../services/services.js';

export interface LcpPreloadInput {
  api: ApiClient;
  queryClient: QueryClient;
  stores: RemoteStores;
  registry: Pick<RemoteRegistry, 'isEnabled'>;
  pathname?: string;
  doc?: Document;
  width?: number;
}

/** The currency the carousel asks for (mf-promotions' usePageCurrency): the member's, the page's, the site's first. */
function pageCurrency({ session, ui, site }: RemoteStores): string | null {
  const member = session.getState();
  const memberCurrency = member.isLoggedIn ? member.member_currency : null;
  return memberCurrency || ui.getState().currency || parseCurrencyList(site.getState().detail?.settings.CURRENCY ?? '')[0] || null;
}

/** A `<link rel=preload as=image fetchpriority=high>` for the picture (a preload link needs no CSP nonce). */
export function preloadImage(doc: Document, url: string): void {
  const href = new URL(url, doc.baseURI).href;
  const already = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.href === href);
  if (already) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  doc.head.append(link);
}

/** On the home page: asks for the banners now and preloads the first. Never throws (the carousel asks again). */
export function startLcpRequests({ api, queryClient, stores, registry, pathname, doc = document, width }: LcpPreloadInput): void {
  if (splitLocalePath(pathname ?? doc.location.pathname).rest !== '/' || !registry.isEnabled('mf-promotions')) return;
  const currency = pageCurrency(stores);
  if (!currency) return;
  const { siteId, detail } = stores.site.getState();
  const desktop = isDesktopMode(width ?? window.innerWidth, detail?.settings.DESKTOP_LOCK === true);
  const useType = desktop ? CAROUSEL_USE_TYPE.desktopLarge : CAROUSEL_USE_TYPE.mobile;
  queryClient
    .fetchQuery(carouselQuery(api, siteId, useType, currency, stores.ui.getState().language))
    .then((list) => {
      const first = list.web_carousel_picture_list[0];
      if (first) preloadImage(doc, first.url);
    })
    .catch(() => undefined);
}
