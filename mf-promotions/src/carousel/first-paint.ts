// The carousel's face for mf-promotions' first-paint module (src/first-paint.ts, built for Node):
// the home page's first banner, and the stylesheet it is drawn in, the carousel's own (the
// first-paint build hands .css files over as text) with the box's size per layout, which the
// carousel itself sets in script. Nothing of the browser's carousel comes with it.
import { DESKTOP_MIN_WIDTH_PX, HOME_BANNERS_BOX } from '@croupier/shared/contracts';
import carousel from './styles.css';

export { homeBannerFragment } from './first-paint/home-banner.js';

const box = `
.mfpr-first-paint { aspect-ratio: ${HOME_BANNERS_BOX.mobileAspectRatio}; }
.mfpr-first-paint picture { display: block; height: 100%; }
@media (min-width: ${DESKTOP_MIN_WIDTH_PX}px) {
  .mfpr-first-paint { aspect-ratio: ${HOME_BANNERS_BOX.desktopAspectRatio}; }
  .mfpr-first-paint--mobile-only picture { display: none; }
}
.mfpr-first-paint--desktop { aspect-ratio: ${HOME_BANNERS_BOX.desktopAspectRatio}; }
`;

export const carouselFirstPaintCss = `${carousel as string}${box}`;
