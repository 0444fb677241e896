// '/': the top of the home page as the carousel draws it first, its first banner (a phone's
// largest paint), from a guest's /arks/web/carousel_picture for each layout. One <picture>: the
// phone's banner, the desktop's from DESKTOP_MIN_WIDTH_PX (the shell's device rule), so a phone
// downloads only its own; with DESKTOP_LOCK the desktop's alone. No banner for a phone: nothing
// (the carousel's box stays empty until it draws).
import {
  CAROUSEL_USE_TYPE,
  DESKTOP_MIN_WIDTH_PX,
  escapeHtml,
  HOME_BANNERS_BOX,
  type CarouselPicture,
  type CarouselPictureList,
  type CarouselUseType,
  type FirstPaintFragment,
} from '@croupier/shared/contracts';
import { bannerSize } from '../banner-size.js';

const DESKTOP = bannerSize(HOME_BANNERS_BOX.desktopAspectRatio);
const MOBILE = bannerSize(HOME_BANNERS_BOX.mobileAspectRatio);

/** A URL as one srcset candidate: a space or comma would split it. */
const srcsetUrl = (url: string) => url.replace(/[\s,]/g, (c) => encodeURIComponent(c));

function pictureHtml(img: CarouselPicture, imgSize: typeof DESKTOP, desktop?: CarouselPicture): string {
  const source = desktop
    ? `<source media="(min-width: ${DESKTOP_MIN_WIDTH_PX}px)" srcset="${escapeHtml(srcsetUrl(desktop.url))}" width="${DESKTOP.width}" height="${DESKTOP.height}">`
    : '';
  return (
    `<picture>${source}<img src="${escapeHtml(img.url)}" alt="${escapeHtml(img.title)}" ` +
    `width="${imgSize.width}" height="${imgSize.height}" fetchpriority="high"></picture>`
  );
}

/** The carousel's section with its first slide only (Carousel, BannerSlide), for the layouts given. */
const carouselHtml = (modifier: string, picture: string) =>
  `<div class="mfpr-home"><section class="mfpr-carousel mfpr-first-paint${modifier}">` +
  `<div class="mfpr-carousel__viewport"><div class="mfpr-carousel__track">` +
  `<div class="mfpr-carousel__slide">${picture}</div></div></div></section></div>`;

export const homeBannerFragment: FirstPaintFragment = {
  route: '/',
  async render({ site, currency, post }) {
    if (!currency) return null;
    const first = async (useType: CarouselUseType) =>
      (
        await post<CarouselPictureList>('/arks/web/carousel_picture', {
          site_id: site.site_id,
          use_type: useType,
          currency,
        })
      ).web_carousel_picture_list?.[0];
    if (site.settings.DESKTOP_LOCK === true) {
      const desktop = await first(CAROUSEL_USE_TYPE.desktopLarge);
      return desktop ? carouselHtml(' mfpr-first-paint--desktop', pictureHtml(desktop, DESKTOP)) : null;
    }
    const [mobile, desktop] = await Promise.all([
      first(CAROUSEL_USE_TYPE.mobile),
      first(CAROUSEL_USE_TYPE.desktopLarge),
    ]);
    if (!mobile) return null;
    return carouselHtml(desktop ? '' : ' mfpr-first-paint--mobile-only', pictureHtml(mobile, MOBILE, desktop));
  },
};
