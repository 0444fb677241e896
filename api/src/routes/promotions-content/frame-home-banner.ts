// GET /api/frame/home-banner?site_id=&locale=: the top of the home page as HTML, for the
// web server to put into the shell's page frame (SSI, build/index.html), so the page's largest
// paint is found in the HTML rather than after the shell's scripts ran:
// - the home ads (/web/model_setting in the page's language, at the site's template's
//   model_version), the pictures alone from 992 px, in the boxes the shell draws them in
//   (shell/src/layout/home-ads.tsx keeps them until its own answer is in): on a desktop the
//   largest paint where the banner is a light vector picture, which Chromium does not count;
// - the first carousel banner, a <picture>: the phone's banner, the pc's for a window of 992 px or
//   more (the shell's device rule; DESKTOP_LOCK: the pc's alone), each with its box's width and
//   height, high priority.
// Whose banner: the guest's, as the shell chooses it at boot (frame-visitor.ts: the language
// is the URL's prefix, else the i18n_redirected cookie, else the site's first); the
// currency the ccy cookie's, else the language's (currencyForLanguage), else the site's first.
// A member's session is not a cookie, so a member gets the guest's banner here; the shell's
// slot shows it only until mf-promotions draws the member's own carousel.
// Nothing to show, an unknown site or a malformed query: 204, nothing to include. Cached as the
// carousel and the ads are (topic 'content').
import {
  CAROUSEL_USE_TYPE,
  CURRENCY_COOKIE,
  currencyForLanguage,
  DEFAULT_MOBILE_TEMPLATE,
  DEFAULT_MODEL_VERSION,
  escapeHtml,
  offeredLanguages,
  toMobileTemplate,
  type CarouselPicture,
  type CarouselUseType,
  type ModelSettingEntry,
} from '@croupier/shared/contracts';
import { sendFrameHtml } from '../../http/frame-reply.js';
import { cookieOf, frameLanguage, FrameVisitorQuery } from '../../http/frame-visitor.js';
import type { PromotionsContentRoutePlugin } from './options.js';

/** The carousels' intrinsic sizes (HOME_BANNERS_BOX's ratios; the seeded pictures are these). */
const PC = { width: 1920, height: 480 };
const MOBILE = { width: 750, height: 340 };

/** A URL as one srcset candidate: a space or comma would split it. */
const srcsetUrl = (url: string) => url.replace(/[\s,]/g, (c) => encodeURIComponent(c));

function bannerHtml(
  mobile: CarouselPicture | undefined,
  pc: CarouselPicture | undefined,
  desktopLock: boolean,
): string {
  const img = (picture: CarouselPicture, size: typeof PC) =>
    `<img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.title)}" width="${size.width}" height="${size.height}" fetchpriority="high">`;
  if (desktopLock || !mobile)
    return pc
      ? `<picture class="cr-frame__banner" data-device="${desktopLock ? 'all' : 'pc'}">${img(pc, PC)}</picture>`
      : '';
  if (!pc) return `<picture class="cr-frame__banner" data-device="mobile">${img(mobile, MOBILE)}</picture>`;
  const source = `<source media="(min-width: 992px)" srcset="${escapeHtml(srcsetUrl(pc.url))}" width="${PC.width}" height="${PC.height}">`;
  return `<picture class="cr-frame__banner" data-device="all">${source}${img(mobile, MOBILE)}</picture>`;
}

/** The ads' box (the shell's .cr-shell-ad img: 8:3, the picture covering it). */
const AD = { width: 800, height: 300 };

/**
 * The ads' pictures from 992 px only (the shell's device rule, as the banner's pc picture): on a
 * phone the banner is the largest paint, and three more pictures in the first paint (downloaded,
 * laid out, painted) put it later, so a phone's boxes stay empty until the shell draws its ads.
 */
function adsHtml(ads: readonly ModelSettingEntry[]): string {
  if (ads.length === 0) return '';
  const picture = (ad: ModelSettingEntry) =>
    `<picture><source media="(min-width: 992px)" srcset="${escapeHtml(srcsetUrl(ad.photo_path))}" width="${AD.width}" height="${AD.height}"><img alt="" width="${AD.width}" height="${AD.height}"></picture>`;
  return `<div class="cr-frame__ads cr-frame__ads--pictures">${ads.map((ad) => `<div>${picture(ad)}</div>`).join('')}</div>`;
}

export const frameHomeBannerRoute: PromotionsContentRoutePlugin = async (app, options) => {
  const { carousel, content, services } = options;
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

    const template = toMobileTemplate(settings.MOBILE_TEMPLATE_NAME) ?? DEFAULT_MOBILE_TEMPLATE;
    const key = JSON.stringify(['/frame/home-banner', site_id, language, currency, desktopLock, template]);
    const { body } = services.readCache.answer('content', key, () => {
      const first = (useType: CarouselUseType) => carousel.list(site_id, useType, currency, language)?.[0];
      const modelVersion = content.templateConfig(template)?.model_version ?? DEFAULT_MODEL_VERSION;
      const banner = bannerHtml(
        desktopLock ? undefined : first(CAROUSEL_USE_TYPE.mobile),
        first(CAROUSEL_USE_TYPE.desktopLarge),
        desktopLock,
      );
      return adsHtml(content.modelSettings(site_id, language, modelVersion)) + banner;
    });
    return sendFrameHtml(reply, JSON.parse(body) as string);
  });
};
