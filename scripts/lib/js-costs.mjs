// What JavaScript a page fetched, gzip, split at the moment it first rendered: one measure for
// e2e/tests/js-budget.spec.ts and `npm run bench` (scripts/bench-browser.mjs). The moment is taken
// inside the page (a MutationObserver installed before any script runs) and compared with each
// script's resource timing, so Playwright's polling delay never moves a late chunk into the first
// render. The e2e and bench servers may send files uncompressed, so each body is gzipped here, as
// a CDN would.
//
// "Before the first render" is what the page fetched to start: every script it asked before the
// shell's boot began (the User Timing mark BOOT_MARK, set once the shell's own code has run:
// shell/src/app/boot-mark.ts) and had by the first render. From the boot on, the federation runtime
// and the page's remotes download beside the boot's requests and the shell's render
// (shell/src/routing/page-remotes.ts); they count in the page's total, not in its first render.
/* global window, document, MutationObserver -- in page callbacks */
import { gzipSync } from 'node:zlib';

/** shell/src/app/boot-mark.ts */
export const BOOT_MARK = 'croupier:boot';

/**
 * Call before page.goto: marks `window.__firstRenderAt` when `selector` first matches.
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 */
export async function markFirstRender(page, selector) {
  await page.addInitScript((sel) => {
    const check = () => {
      if (window.__firstRenderAt === undefined && document.querySelector(sel))
        window.__firstRenderAt = performance.now();
      return window.__firstRenderAt !== undefined;
    };
    new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  }, selector);
}

/**
 * @typedef {{ url: string, origin: string, gzip: number, startTime: number, responseEnd: number, firstRender: boolean }} ScriptCost
 *   startTime and responseEnd: ms since navigation start; firstRender: counted before the first render
 */

/** @param {import('@playwright/test').Page} page */
export function recordJs(page) {
  /** @type {Map<string, Promise<number>>} */
  const bodies = new Map();
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.endsWith('.js') || bodies.has(url)) return;
    bodies.set(
      url,
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  return {
    /**
     * Every script so far with its cost, when the marked element first rendered, and when the
     * shell's boot began.
     * @returns {Promise<{ scripts: ScriptCost[], firstRenderAt: number, bootAt: number }>}
     */
    async costs() {
      const { entries, firstRenderAt, bootAt } = await page.evaluate(
        (mark) => ({
          entries: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ url: e.name, startTime: e.startTime, responseEnd: e.responseEnd })),
          firstRenderAt: window.__firstRenderAt ?? Infinity,
          bootAt: performance.getEntriesByName(mark)[0]?.startTime ?? Infinity,
        }),
        BOOT_MARK,
      );
      const scripts = await Promise.all(
        entries.map(async (e) => ({
          ...e,
          origin: new URL(e.url).origin,
          gzip: (await bodies.get(e.url)) ?? 0,
          firstRender: e.startTime <= bootAt && e.responseEnd <= firstRenderAt,
        })),
      );
      return { scripts, firstRenderAt, bootAt };
    },
  };
}

/** @param {ScriptCost[]} scripts */
export const sum = (scripts) => scripts.reduce((total, s) => total + s.gzip, 0);
