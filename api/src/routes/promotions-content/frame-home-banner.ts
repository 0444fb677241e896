// GET /api/frame/home-banner?site_id=&locale= (issue 15): the home page's first carousel banner
// as HTML, for the web server to put into the shell's page frame (SSI, build/index.html), so
// the page's largest paint is found in the HTML rather than after the shell's scripts ran.
// A <picture>: the phone's banner, the pc's for a window of 992 px or more (the shell's device
// rule; DESKTOP_LOCK: the pc's alone), each with its box's width and height, high priority.
// Whose banner: the guest's, as the shell chooses it at boot (frame-visitor.ts: the language
// is the URL's prefix, else the i18n_redirected cookie, else the site's first); the
// currency the ccy cookie's, else the language's (currencyForLanguage), else the site's first.
// A member's session is not a cookie, so a member gets the guest's banner here; the shell's
// slot shows it only until mf-promotions draws the member's own carousel.
// No banner, an unknown site or a malformed query: 204, nothing to include. Cached as the
// carousel is (topic 'content').
import {
  CAROUSEL_USE_TYPE,
  CURRENCY_COOKIE,
  currencyForLanguage,
  escapeHtml,
  offeredLanguages,
  type CarouselPicture,
  type CarouselUseType,
} from '@croupier/shared/contracts';
import { sendFrameHtml } from '../../http/frame-reply.js';
import { cookieOf, frameLanguage, FrameVisitorQuery } from '../../http/frame-visitor.js';
import type { PromotionsContentRoutePlugin } from './options.js';


/** The carousels' intrinsic sizes (HOME_BANNERS_BOX's ratios; the seeded pictures are these). */
const PC = { width: 1920, height: 480 };
const MOBILE = { width: 750, height: 340 };

/** A URL as one srcset candidate: a space or comma would split it. */
const srcsetUrl = (url: string) => url.replace(/[\s,]/g, (c) => encodeURIComponent(c));

function bannerHtml(mobile: CarouselPicture | undefined, pc: CarouselPicture | undefined, desktopLock: boolean): string {
  const img = (picture: CarouselPicture, size: typeof PC) =>
    `<img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.title)}" width="${size.width}" height="${size.height}" fetchpriority="high">`;
  if (desktopLock || !mobile) return pc ? `<picture class="cr-frame__banner" data-device="${desktopLock ? 'all' : 'pc'}">${img(pc, PC)}</picture>` : '';
  if (!pc) return `<picture class="cr-frame__banner" data-device="mobile">${img(mobile, MOBILE)}</picture>`;
  const source = `<source media="(min-width: 992px)" srcset="${escapeHtml(srcsetUrl(pc.url))}" width="${PC.width}" height="${PC.height}">`;
  return `<picture class="cr-frame__banner" data-device="all">${source}${img(mobile, MOBILE)}</picture>`;
}

export const frameHomeBannerRoute: PromotionsContentRoutePlugin = async (app, options) => {
  const { carousel, services } = options;
  app.get('/frame/home-banner', { schema: { querystring: FrameVisitorQuery } }, async (request, reply) => {
    const { site_id, locale } = request.query;
    const settings = services.sites.detail(site_id)?.settings;
    if (!settings) return reply.code(204).send();
    const languages = offeredLanguages(settings);
    const cookie = request.headers.cookie;
    const language = frameLanguage(settings, locale, cookie);
    const currencies = carousel.currenciesOf(site_id) ?? [];
    const ccy = cookieOf(cookie, CURRENCY_COOKIE)?.toUpperCase() ?? null;
    const currency =
      ccy && (currencies.length === 0 || currencies.includes(ccy))
        ? ccy
        : currencyForLanguage(language, { siteCurrencies: currencies, defaultLanguage: languages[0] as string });
    const desktopLock = settings.DESKTOP_LOCK === true;

    const key = JSON.stringify(['/frame/home-banner', site_id, language, currency, desktopLock]);
    const { body } = services.readCache.answer('content', key, () => {
      const first = (useType: CarouselUseType) => carousel.list(site_id, useType, currency, language)?.[0];
      return bannerHtml(desktopLock ? undefined : first(CAROUSEL_USE_TYPE.mobile), first(CAROUSEL_USE_TYPE.desktopLarge), desktopLock);
    });
    return sendFrameHtml(reply, JSON.parse(body) as string);
  });
};
