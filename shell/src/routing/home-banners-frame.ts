// The home page's first banner as the HTML brought it (the web server's include into the page
// frame, build/index.html): the page's largest paint from the first paint on. React's first
// render clears the frame, so the boot keeps the <picture> node (keepFrameBanner) and the banners
// slot shows that very node until mf-promotions' carousel draws (frame-node.ts). Dropped when the
// carousel's first banner for this visitor turns out to be another picture (a member's currency:
// the HTML's is the guest's), and once used.
import { frameNode } from './frame-node.js';

export const FRAME_BANNER = frameNode('.cr-frame__banner');

/** At boot, before the first render: keeps the frame's banner, if the HTML had one. */
export const keepFrameBanner = FRAME_BANNER.keep;

/** The kept banner (still to be shown), or null. */
export const frameBanner = FRAME_BANNER.node;

/** Shown and replaced by the carousel, or not the visitor's banner: let go (and taken off the page). */
export const dropFrameBanner = FRAME_BANNER.drop;

/** Drops the kept banner unless its picture (the one the window's width chose) is `url`. */
export function keepFrameBannerIf(url: string | undefined, doc: Document = document): void {
  const img = frameBanner()?.querySelector('img');
  if (!img) return;
  const shown = img.currentSrc || img.src;
  if (!url || shown !== new URL(url, doc.baseURI).href) dropFrameBanner();
}
