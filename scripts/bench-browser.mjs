// `npm run bench`'s rows measured in Chromium with Playwright against the bench site:
// - bytes: the gzip size of the JavaScript a guest's home page fetched by the moment the shell's
//   header first rendered and until the network is idle, as e2e/tests/js-budget.spec.ts counts
//   them (scripts/lib/js-costs.mjs);
// - navigation: a client-side route change from the home page into a remote it already loaded
//   (mf-games: the home page shows its lists, and the shell's idle preload warms it): from the
//   click (a capturing listener, before React sees it) to the first appearance of the hall's
//   heading (a MutationObserver), NAV_RUNS (20) times, back home between. Both in the page's clock;
// - renders: React's commits during the same guest home page load at a phone's width, and the
//   fibers they rendered (lib/react-commits.mjs), reported only: a count, so it shows a change
//   in React's work that the machine's noise hides in Total Blocking Time;
// - main thread: the same page's main-thread tasks after its first paint, MAIN_THREAD_RUNS (5)
//   loads at a phone's width, by the wall clock and by the thread's own CPU time, and both as
//   Lighthouse's mobile TBT would count them (lib/main-thread.mjs), reported only: how much of
//   the blocking time is the site's work and how much the thread waiting for one of the host's cores.
/* global window, document, location, MutationObserver, requestIdleCallback -- in page.evaluate callbacks */
import { chromium } from '@playwright/test';
import { row, stats } from './lib/bench-table.mjs';
import { markFirstRender, recordJs, sum } from './lib/js-costs.mjs';
import { MAIN_THREAD_CATEGORIES, mainThreadWork } from './lib/main-thread.mjs';
import { countReactCommits, readReactCommits } from './lib/react-commits.mjs';
import { CHROMIUM_LAUNCH } from './lib/setup.mjs';

const KB = 1024;
export const FIRST_RENDER_GOAL_KB = 150;
export const UNTIL_IDLE_GOAL_KB = 250;
export const NAV_GOAL_MS = 100;
const NAV_RUNS = Number(process.env.NAV_RUNS ?? 20);
const MAIN_THREAD_RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
/** Lighthouse's mobile preset's CPU slowdown. */
const MOBILE_SLOWDOWN = 4;

/** The hall the navigation opens: the type bar's link on the home page, and what it shows. */
const HALL = { path: '/gameHall/2', link: '.mfg-types a[href$="/gameHall/2"]', content: '.mfg-hall .mfg-page__title' };

async function bytes(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await markFirstRender(page, 'header button');
  const recorder = recordJs(page);
  await page.goto(base);
  await page
    .locator('header')
    .getByRole('button', { name: /log in/i })
    .waitFor();
  await page.getByRole('heading', { name: /games/i }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { scripts, firstRenderAt } = await recorder.costs();
  await page.close();
  const first = sum(scripts.filter((s) => s.firstRender));
  const total = sum(scripts);
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  return [
    row(
      'bytes',
      'JS before the first render, gzip (guest home)',
      kb(first),
      `<= ${FIRST_RENDER_GOAL_KB} KB`,
      firstRenderAt < Infinity && first <= FIRST_RENDER_GOAL_KB * KB,
    ),
    row(
      'bytes',
      `JS until the network is idle, gzip (${scripts.length} files)`,
      kb(total),
      `<= ${UNTIL_IDLE_GOAL_KB} KB`,
      total <= UNTIL_IDLE_GOAL_KB * KB,
    ),
  ];
}

async function renders(browser, base) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await countReactCommits(page);
  await page.goto(base);
  await page.getByRole('heading', { name: /games/i }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const counts = await readReactCommits(page);
  await page.close();
  return [
    row('renders', 'React commits, guest home at 412 px (until idle)', String(counts.commits)),
    row('renders', 'fibers rendered: mounted + rendered again', `${counts.mounted} + ${counts.rendered}`),
    row('renders', 'fibers in the largest commit', String(counts.largest)),
  ];
}

async function mainThread(browser, base) {
  const loads = [];
  for (let i = 0; i < MAIN_THREAD_RUNS; i += 1) {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
    await page.goto(base);
    await page.getByRole('heading', { name: /games/i }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // What the shell leaves for the first idle moment (the socket's code: 2 s at most) is inside
    // Lighthouse's window too.
    await page.waitForTimeout(2_000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await page.close();
    const work = mainThreadWork(trace.traceEvents, MOBILE_SLOWDOWN);
    if (!work) throw new Error('main thread: the trace has no first contentful paint');
    loads.push(work);
  }
  const median = (key) => stats(loads.map((l) => l[key])).median.toFixed(0);
  const each = (key) => loads.map((l) => l[key].toFixed(0)).join('/');
  const runs = `median of ${MAIN_THREAD_RUNS}`;
  return [
    row(
      'main thread',
      `guest home at 412 px, tasks after the first paint: busy, wall / CPU time (${runs})`,
      `${median('busyWallMs')} / ${median('busyCpuMs')} ms`,
    ),
    row(
      'main thread',
      `the same as TBT at ${MOBILE_SLOWDOWN}x, wall (runs ${each('blockingWallMs')})`,
      `${median('blockingWallMs')} ms`,
    ),
    row(
      'main thread',
      `the same as TBT at ${MOBILE_SLOWDOWN}x, CPU time (runs ${each('blockingCpuMs')})`,
      `${median('blockingCpuMs')} ms`,
    ),
  ];
}

async function navigation(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(base);
  const link = page.locator(HALL.link).first();
  await link.waitFor();
  // The shell's preload runs at the first idle moment (requestIdleCallback, 5 s at most).
  await page.waitForLoadState('networkidle');
  // A guest's first visit shows the promotion bulletin (mf-promotions) over the page.
  const bulletin = page.getByRole('dialog').getByRole('button', { name: /don't show again/i });
  if (await bulletin.isVisible()) await bulletin.click();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  const times = [];
  for (let i = 0; i < NAV_RUNS; i += 1) {
    // Armed before the click: the listener runs ahead of React's and starts the clock.
    await page.evaluate(({ path, content }) => {
      window.__navTime = new Promise((resolve) => {
        document.addEventListener(
          'click',
          () => {
            const start = performance.now();
            const shown = () => location.pathname.endsWith(path) && document.querySelector(content);
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true });
          },
          { capture: true, once: true },
        );
      });
    }, HALL);
    await link.click();
    times.push(await page.evaluate(() => window.__navTime));
    await page.goBack();
    await link.waitFor();
  }
  await page.close();
  const { median, p95 } = stats(times);
  return [
    row(
      'navigation',
      `home -> hall, remote loaded: median of ${NAV_RUNS}`,
      `${median.toFixed(0)} ms`,
      `<= ${NAV_GOAL_MS} ms`,
      median <= NAV_GOAL_MS,
    ),
    row('navigation', `home -> hall: p95 of ${NAV_RUNS}`, `${p95.toFixed(0)} ms`),
  ];
}

/**
 * @param {string} base the site's URL
 * @param {{ bytes: boolean, navigation: boolean }} parts (the renders and main-thread rows come with the bytes)
 */
export async function benchBrowser(base, parts) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    return [
      ...(parts.bytes ? await bytes(browser, base) : []),
      ...(parts.bytes ? await renders(browser, base) : []),
      ...(parts.bytes ? await mainThread(browser, base) : []),
      ...(parts.navigation ? await navigation(browser, base) : []),
    ];
  } finally {
    await browser.close();
  }
}
