// A page's largest paint is the home page's first banner, or a list's first row of game art. Left to
// the remotes, its URL would be known only after the shell drew, then the remote's entry and code
// loaded, then it asked for its data. From the shell's start instead: as soon as the site,
// language, currency and device are known, the page's first data is asked under the key the remote
// reads (shared's carouselQuery, gameListQuery, gameLabelQuery), and the banner (or a slot list's
// first two arts) is preloaded with high priority, so it downloads while the remote loads. On the
// home page the web server usually put the first banner into the HTML already (home-banners-frame):
// it is kept for the banners slot, and let go if the carousel's first banner is another picture;
// the ads' pictures with it, kept for the ads' boxes (home-ads.tsx).
// On any page, what a remote drew first into the HTML (remote-frame) is kept for its place.
import {
  CAROUSEL_USE_TYPE,
  carouselQuery,
  gameLabelQuery,
  gameListQuery,
  parseCurrencyList,
  SUPPORT_DEVICE,
  templateValue,
  type ApiClient,
  type RemoteStores,
} from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isDesktopMode, isDesktopViewport } from '../layout/device.js';
import { FRAME_ADS } from '../layout/home-ads.js';
import { splitLocalePath } from '../locale/locale-url.js';
import { frameBanner, keepFrameBanner, keepFrameBannerIf } from '../routing/home-banners-frame.js';
import { keepRemoteFrame, remoteFrame } from '../routing/remote-frame.js';
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
  return (
    memberCurrency ||
    ui.getState().currency ||
    parseCurrencyList(site.getState().detail?.settings.CURRENCY ?? '')[0] ||
    null
  );
}

/** A `<link rel=preload as=image fetchpriority=high>` for the picture (a preload link needs no CSP nonce). */
export function preloadImage(doc: Document, url: string): void {
  const href = new URL(url, doc.baseURI).href;
  const already = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (link) => link.href === href,
  );
  if (already) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  doc.head.append(link);
}

/** The currency the games lists ask for (mf-games' useListParams): the page's, the member's, the site's first. */
function listCurrency({ session, ui, site }: RemoteStores): string | null {
  const member = session.getState();
  return (
    ui.getState().currency ??
    (member.isLoggedIn ? member.member_currency : null) ??
    parseCurrencyList(site.getState().detail?.settings.CURRENCY ?? '')[0] ??
    null
  );
}

const intOf = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : null;
};

/**
 * On the home page, a hall or a provider's slot list: asks for its first data now and preloads
 * the picture of its largest paint. Never throws (the remote asks again if this failed).
 */
export function startLcpRequests({
  api,
  queryClient,
  stores,
  registry,
  pathname,
  doc = document,
  width,
}: LcpPreloadInput): void {
  const path = splitLocalePath(pathname ?? doc.location.pathname).rest;
  const { siteId, detail } = stores.site.getState();
  const desktopLock = detail?.settings.DESKTOP_LOCK === true;
  // A media query, not innerWidth: the locale has just changed <html lang>, and innerWidth would lay the page out now.
  const desktop = width === undefined ? desktopLock || isDesktopViewport(window) : isDesktopMode(width, desktopLock);
  const language = stores.ui.getState().language;
  const preload = (urls: (string | undefined)[]) => urls.forEach((url) => url && preloadImage(doc, url));
  const ask = <T>(query: Promise<T>, then: (data: T) => void) => void query.then(then).catch(() => undefined);

  // Before anything can return: React's first render takes the frame off the page.
  keepRemoteFrame(doc);
  // The ads are the shell's own: kept whatever the brand's modules.
  if (path === '/') FRAME_ADS.keep(doc);
  if (path === '/' && registry.isEnabled('mf-promotions')) {
    keepFrameBanner(doc);
    const currency = pageCurrency(stores);
    if (!currency) return;
    const useType = desktop ? CAROUSEL_USE_TYPE.desktopLarge : CAROUSEL_USE_TYPE.mobile;
    ask(queryClient.fetchQuery(carouselQuery(api, siteId, useType, currency, language)), (list) => {
      const first = list.web_carousel_picture_list[0]?.url;
      keepFrameBannerIf(first, doc);
      // The HTML's banner is this very picture, already asked by the parser: no second hint.
      if (!frameBanner()) preload([first]);
    });
    return;
  }
  if (!registry.isEnabled('mf-games')) return;
  const currency = listCurrency(stores);
  if (!currency) return;
  const device = SUPPORT_DEVICE[desktop ? 'desktop' : 'mobile'];
  if (/^\/gameHall\/\d+$/.test(path)) {
    const template = templateValue(desktop, detail?.settings.MOBILE_TEMPLATE_NAME);
    ask(
      queryClient.fetchQuery(
        gameListQuery(api, { currency, site_id: siteId, support_device: device, template }, language),
      ),
      () => undefined,
    );
  } else if (path === '/slotgame' || path === '/gameRoom') {
    const search = new URLSearchParams(doc.location.search);
    const gtId = intOf(search.get('gt_id'));
    const gpId = search.get('gp_id')?.trim();
    if (gtId === null || !gpId) return;
    const request = {
      site_id: siteId,
      currency,
      device,
      gp_id: gpId,
      game_type_id: gtId,
      house: intOf(search.get('house')) ?? 0,
    };
    ask(queryClient.fetchQuery(gameLabelQuery(api, request, language)), (label) => {
      // The HTML's first paint asked for the list's first pictures already: no second hint. Else
      // the list's first two, the ones the grid asks with high priority (mf-games' game-grid.tsx).
      if (!remoteFrame('mf-games')) preload(label.main.slice(0, 2).map((entry) => entry.icon_light));
    });
  }
}
