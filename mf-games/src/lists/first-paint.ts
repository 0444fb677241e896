// The lists' face for mf-games' first-paint module (src/first-paint.ts, built for Node): the slot
// list's and the hall's first paints, and the stylesheet they are drawn in, the lists' own (the
// first-paint build hands .css files over as text). Nothing of the browser's lists comes with it.
import layouts from './first-paint/first-paint.css';
import lists from './styles.css';

export { gameHallFragment } from './first-paint/game-hall.js';
export { slotListFragment } from './first-paint/slot-list.js';

export const firstPaintCss = `${lists as string}${layouts as string}`;
