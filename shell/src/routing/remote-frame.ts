// A remote page's first content as the HTML brought it: the web server's include into the page
// frame (build/index.html), on a provider's slot list its first game arts (GET
// /api/frame/slot-list), on a hall its type bar, title and platform description (GET
// /api/frame/game-hall/{gt_id}); each one, or the phone's and the pc's. The page's largest paint
// from the first paint on. React's first render clears the frame, so the boot keeps those nodes
// (keepRemoteFrame) and the route's slot shows them in the remote's place (FramedRemoteParcel)
// until the remote has drawn: no second request, no flash in between. Let go when the remote's
// data turns out to begin with other pictures (keepRemoteFrameIf), when the remote has drawn or
// failed, and when the page is left.

const FRAME_PARTS = '#root .cr-frame__arts, #root .cr-frame__hall';

let kept: HTMLElement[] = [];

/** At boot, before the first render: keeps the frame's parts, if the HTML had any. */
export function keepRemoteFrame(doc: Document = document): void {
  kept = [...doc.querySelectorAll<HTMLElement>(FRAME_PARTS)];
}

/** The kept parts (still to be shown); empty when there are none. */
export const remoteFrame = (): readonly HTMLElement[] => kept;

/** Shown and replaced by the remote, or not the remote's first pictures: let go (and taken off the page). */
export function dropRemoteFrame(): void {
  for (const list of kept) list.remove();
  kept = [];
}

/**
 * Drops the kept lists unless the one the device shows (data-device 'all', or 'pc' / 'mobile')
 * begins with `urls`, in order: what the remote is about to draw.
 */
export function keepRemoteFrameIf(urls: readonly string[], desktop: boolean, doc: Document = document): void {
  if (kept.length === 0) return;
  const device = desktop ? 'pc' : 'mobile';
  const shown = kept.find((list) => list.dataset.device === 'all' || list.dataset.device === device);
  // One card per game; a game without art has an empty card.
  const arts = [...(shown?.children ?? [])].map((card) => card.querySelector('img')?.getAttribute('src') ?? '');
  const href = (url: string) => (url ? new URL(url, doc.baseURI).href : '');
  const same =
    arts.length > 0 && arts.length <= urls.length && arts.every((src, i) => href(src) === href(urls[i] ?? ''));
  if (!same) dropRemoteFrame();
}
