// The shell's code runs after the page frame's first paint: the HTML already holds the frame and,
// on the home page, the first banner (the page's largest paint). Started at once, the shell's
// chunks (react-dom and the rest, a phone's longest tasks) ran before the browser had drawn it
// and held that paint back by their whole run (issue 15, LCP). One frame later, they hold nothing.

/** The longest wait: a frame that never comes (the tab was hidden meanwhile) does not hold the start. */
export const FIRST_PAINT_WAIT_MS = 100;

/** Resolves once the browser has painted the page (in a task after the next frame), at once in a hidden tab. */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') return resolve();
    const cap = win.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    // A rAF callback runs just before the frame is painted; a task it queues runs after.
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
