// How a grid's art is asked for, shared by the grid (game-grid.tsx) and the page's first paint
// (first-paint/), which draws the same first row before any script ran.

/**
 * The first row of a page's first list, loaded at once (not lazily): up to 8 columns at 1280 px
 * (150 px cards), 3 per row at 390 px (100 px cards), so 8 also covers the rows a phone shows
 * first. The first PRIORITY_ART of them are fetched with high priority (the LCP candidates).
 */
export const EAGER_ART = 8;
export const PRIORITY_ART = 2;

/** The api's art: 240x240 per game, 200x80 per provider logo. */
export const artSize = (hall: boolean): readonly [number, number] => (hall ? [200, 80] : [240, 240]);
