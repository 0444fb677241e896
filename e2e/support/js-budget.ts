// Gzip size of the JavaScript a page fetched, split at the moment the page first showed a
// given element. The moment is taken inside the page (a MutationObserver installed before any
// script runs) and compared with each script's resource timing, so Playwright's polling delay
// never moves a late chunk into the first render. The e2e servers send files uncompressed, so
// each body is gzipped here as a CDN would.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptCost {
  url: string;
  origin: string;
  gzip: number;
  /** ms since navigation start when the body had arrived. */
  responseEnd: number;
}

/** Call before page.goto: marks `window.__firstRenderAt` when `selector` first matches. */
export async function markFirstRender(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const w = window as Window & { __firstRenderAt?: number };
    const check = () => {
      if (w.__firstRenderAt === undefined && document.querySelector(sel)) w.__firstRenderAt = performance.now();
      return w.__firstRenderAt !== undefined;
    };
    new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  }, selector);
}

export function recordJs(page: Page) {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.endsWith('.js') || bodies.has(url)) return;
    bodies.set(url, response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  return {
    /** Every script so far with its cost, and when the marked element first rendered. */
    async costs(): Promise<{ scripts: ScriptCost[]; firstRenderAt: number }> {
      const { entries, firstRenderAt } = await page.evaluate(() => ({
        entries: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ url: e.name, responseEnd: (e as PerformanceResourceTiming).responseEnd })),
        firstRenderAt: (window as Window & { __firstRenderAt?: number }).__firstRenderAt ?? Infinity,
      }));
      const scripts = await Promise.all(
        entries.map(async (e) => ({ ...e, origin: new URL(e.url).origin, gzip: (await bodies.get(e.url)) ?? 0 })),
      );
      return { scripts, firstRenderAt };
    },
  };
}

export const sum = (scripts: ScriptCost[]) => scripts.reduce((total, s) => total + s.gzip, 0);
