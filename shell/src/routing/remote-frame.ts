// What a remote drew first on this page, as the HTML brought it: the web server's first-paint
// include in the page frame (build/index.html), one [data-cr-first-paint="<remote>"] box per
// remote that drew the page (its own markup and styles; docs/first-paint.md). The page's largest
// paint from the first paint on. React's first render clears the frame, so the boot keeps those
// boxes (keepRemoteFrame) and the route's slot of that remote shows its box in the remote's place
// (FramedRemoteParcel) until the remote has drawn: no second request, no flash in between. Let go
// when the remote has drawn or failed, and when the page is left. The shell reads nothing inside.
import { FIRST_PAINT_ATTRIBUTE, type ModuleName } from '@croupier/shared';

let kept: HTMLElement[] = [];

/** At boot, before the first render: keeps the remotes' first paints, if the HTML had any. */
export function keepRemoteFrame(doc: Document = document): void {
  kept = [...doc.querySelectorAll<HTMLElement>(`#root [${FIRST_PAINT_ATTRIBUTE}]`)];
}

/** The kept first paint of `module` (still to be shown), or null. */
export const remoteFrame = (module: ModuleName): HTMLElement | null =>
  kept.find((box) => box.getAttribute(FIRST_PAINT_ATTRIBUTE) === module) ?? null;

/** Shown and replaced by the remote, or the page left: let go of its box (of them all without one), taken off the page. */
export function dropRemoteFrame(module?: ModuleName): void {
  const mine = (box: HTMLElement) => !module || box.getAttribute(FIRST_PAINT_ATTRIBUTE) === module;
  for (const box of kept.filter(mine)) box.remove();
  kept = kept.filter((box) => !mine(box));
}
