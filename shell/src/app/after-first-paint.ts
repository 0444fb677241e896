// The shell's code runs after the page frame's first paint: the HTML already holds the frame and,
// on the home page and a slot list, the pictures of the page's largest paint (the web server's
// include; a hall's is its text). Started at once, the shell's chunks (react-dom and the rest, a phone's longest tasks)
// ran before the browser had drawn them and held that paint back by their whole run (issue 15,
// LCP). So the start waits for the frame's pictures the parser already asked (loaded or failed),
// then one frame, in which they are painted; never longer than FIRST_PAINT_WAIT_MS in all.

/** The longest wait: pictures that are slow, or a frame that never comes (the tab was hidden meanwhile), do not hold the start. */
export const FIRST_PAINT_WAIT_MS = 100;

/** The frame's largest pictures still loading (the include's banner or arts; none on most pages; not a hall's type icons). */
const loadingPictures = (doc: Document) =>
  [...doc.querySelectorAll<HTMLImageElement>('#root .cr-frame__banner img, #root .cr-frame__arts img')].filter((img) => !img.complete);

/** Resolves once the browser has painted the page with the frame's pictures (in a task after that frame), at once in a hidden tab. */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') return resolve();
    const cap = win.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    // A rAF callback runs just before the frame is painted; a task it queues runs after.
    const nextPaint = () =>
      win.requestAnimationFrame(() =>
        win.setTimeout(() => {
          win.clearTimeout(cap);
          resolve();
        }, 0),
      );
    const pictures = loadingPictures(win.document);
    let left = pictures.length;
    if (left === 0) return nextPaint();
    const settled = () => {
      left -= 1;
      if (left === 0) nextPaint();
    };
    for (const img of pictures) {
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    }
  });
}
