// The entry of mf-games' first-paint module (first-paint.<hash>.mjs, named in its mf-manifest.json).
import { defineFirstPaint } from '@croupier/shared/contracts';
import { firstPaintCss, gameHallFragment, slotListFragment } from './lists/first-paint.js';

export default defineFirstPaint({ css: firstPaintCss, fragments: [slotListFragment, gameHallFragment] });
