// The entry of mf-promotions' first-paint module (first-paint.<hash>.mjs, named in its mf-manifest.json).
import { defineFirstPaint } from '@croupier/shared/contracts';
import { carouselFirstPaintCss, homeBannerFragment } from './carousel/first-paint.js';

export default defineFirstPaint({ css: carouselFirstPaintCss, fragments: [homeBannerFragment] });
