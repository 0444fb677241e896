// The shell's code runs after the page frame's first paint: the HTML already holds the frame and,
// on many pages, the page's largest paint (the web server's include: what the remotes drew first,
// docs/first-paint.md). Started at once, the shell's chunks (react-dom and the rest, a phone's
// longest tasks) would run before the browser has drawn it and hold that paint
// back by their whole run (Largest Contentful Paint). So the start waits for the frame's pictures
// the parser already asked (loaded or failed), then for the paint that shows the include's content as the browser
// reports it (its first-contentful-paint entry: presented, which can be a frame after the one a
// requestAnimationFrame sees; a lab's simulation counts every request that finished before it),
// or, with nothing included, the next frame; never longer than FIRST_PAINT_WAIT_MS in all.

/** The longest wait: pictures that are slow, or a frame that never comes (the tab was hidden meanwhile), do not hold the start. */
export const FIRST_PAINT_WAIT_MS = 100;

/**
 * What the include brought (nothing on some pages): the remotes' boxes, found by shared's
 * FIRST_PAINT_ATTRIBUTE, written out: main.js takes no module of shared for one string
 * (after-first-paint.test.ts holds the two together).
 */
const INCLUDED = '#root [data-cr-first-paint]';

/** The pictures a remote's first paint asks with high priority (its largest paint; not its icons), still loading. */
const loadingPictures = (doc: Document) =>
  [...doc.querySelectorAll<HTMLImageElement>(`${INCLUDED} img[fetchpriority=high]`)].filter((img) => !img.complete);

/** Resolves once the browser has painted the page with the include's content (in a task after that), at once in a hidden tab. */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const doc = win.document;
    if (doc.visibilityState === 'hidden') return resolve();
    const done = () => {
      win.clearTimeout(cap);
      resolve();
    };
    const cap = win.setTimeout(done, FIRST_PAINT_WAIT_MS);
    // A rAF callback runs just before the frame is painted; a task it queues runs after.
    const nextPaint = () => win.requestAnimationFrame(() => win.setTimeout(done, 0));
    const contentfulPaint = () => {
      if (!doc.querySelector(INCLUDED) || !('PerformanceObserver' in win)) return nextPaint();
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint')[0]) return;
        observer.disconnect();
        win.setTimeout(done, 0);
      }).observe({ type: 'paint', buffered: true });
    };
    const pictures = loadingPictures(doc);
    let left = pictures.length;
    if (left === 0) return contentfulPaint();
    const settled = () => {
      left -= 1;
      if (left === 0) contentfulPaint();
    };
    for (const img of pictures) {
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    }
  });
}
