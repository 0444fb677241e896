// `npm run bench`'s Lighthouse rows: the performance category of the home page, a hall and a slot
// list as a guest, and of the pages of the seeded member and agent signed in (bench-site.mjs'
// SIGNED_IN: their session stored as the site stores it, the HTTP cache cleared as for a guest);
// mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G and 4x CPU slowdown)
// and desktop preset, LIGHTHOUSE_RUNS (3) runs each in Debian's Chromium; the run with
// the median score gives the score, LCP, CLS and TBT (one run's figures, never a mix of runs);
// the TBT row names every run's too. The phone's home page runs as often again with its scripts blocked:
// the same HTML frame, styles and pictures with none of the site's code, so the TBT the browser
// and Lighthouse themselves add on this machine is printed beside the site's (a same-run floor,
// as the api and realtime rows have theirs).
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { failedRow, row, stats } from './lib/bench-table.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/setup.mjs';
import { entryUrl, storeSession } from './bench-site.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The site's performance goals (docs/performance.md); a figure without one for a preset is reported only. */
const GOALS = {
  mobile: { score: 95, lcp: 1500, cls: 0.02, tbt: 100 },
  desktop: { score: 100, lcp: null, cls: 0.02, tbt: null },
};
const PRESETS = { mobile: undefined, desktop: desktopConfig };
/** The floor's run: every script refused, so nothing of the site's code runs. */
const NO_SCRIPTS = { extends: 'lighthouse:default', settings: { blockedUrlPatterns: ['*.js'] } };

async function audit(url, port, config) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const atMost = (value, limit) => (limit === null ? null : value <= limit);

/**
 * RUNS audits of one page: its rows (score, LCP, CLS, TBT of the median-score run), or one failed
 * row. The runs' benchmark indexes join `indexes`.
 */
async function pageRows(url, label, port, preset, indexes) {
  const goal = GOALS[preset];
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, port, PRESETS[preset]));
  } catch (err) {
    // One page that fails (a Lighthouse runtime error) is its own row; the others still run.
    return [failedRow('lighthouse', new Error(`${label}: ${err.message}`))];
  }
  indexes.push(...runs.map((r) => r.benchmarkIndex));
  const scores = runs.map((r) => r.score).join('/');
  // Every run's TBT beside the median-score run's: on a shared machine the spread is the news.
  const tbts = runs.map((r) => r.tbt.toFixed(0)).join('/');
  const m = runs.sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
  return [
    row(
      'lighthouse',
      `${label}: score (runs ${scores})`,
      String(m.score),
      goal.score === 100 ? '100' : `>= ${goal.score}`,
      m.score >= goal.score,
    ),
    row(
      'lighthouse',
      `${label}: LCP`,
      `${(m.lcp / 1000).toFixed(2)} s`,
      goal.lcp === null ? '' : `<= ${goal.lcp / 1000} s`,
      atMost(m.lcp, goal.lcp),
    ),
    row('lighthouse', `${label}: CLS`, m.cls.toFixed(3), `<= ${goal.cls}`, atMost(m.cls, goal.cls)),
    row(
      'lighthouse',
      `${label}: TBT (runs ${tbts})`,
      `${m.tbt.toFixed(0)} ms`,
      goal.tbt === null ? '' : `<= ${goal.tbt} ms`,
      atMost(m.tbt, goal.tbt),
    ),
  ];
}

/**
 * Signs `visitor` in inside Lighthouse's browser (its profile's local storage, which Lighthouse's
 * storage reset leaves alone: it clears the HTTP cache, not the session) through the shell's
 * entry query; null signs whoever was signed in out.
 */
async function signInBrowser(base, port, visitor) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (visitor) await storeSession(context, await entryUrl(base, visitor));
    else {
      const page = await context.newPage();
      await page.goto(base);
      await page.evaluate(() => localStorage.clear());
      await page.close();
    }
  } finally {
    // Disconnects; Lighthouse's browser stays up.
    await browser.close();
  }
}

/**
 * @param {string} base the site's URL
 * @param {Record<string, string>} pages name -> path, measured as a guest
 * @param {{ who: string, account: string, password: string, pages: Record<string, string> }[]} signedIn
 *   visitors measured signed in, each on its pages (rows "<preset> <who> <page>")
 * @returns {Promise<import('./lib/bench-table.mjs').BenchRow[]>}
 */
export async function benchLighthouse(base, pages, signedIn = []) {
  const rows = [];
  for (const preset of Object.keys(PRESETS)) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const indexes = [];
    try {
      for (const [name, path] of Object.entries(pages))
        rows.push(...(await pageRows(`${base}${path}`, `${preset} ${name}`, chrome.port, preset, indexes)));
      if (preset === 'mobile' && pages.home !== undefined)
        rows.push(await floorRow(`${base}${pages.home}`, chrome.port, indexes));
      for (const visitor of signedIn) {
        try {
          await signInBrowser(base, chrome.port, visitor);
        } catch (err) {
          rows.push(failedRow('lighthouse', new Error(`${preset} ${visitor.who}: ${err.message}`)));
          continue;
        }
        for (const [name, path] of Object.entries(visitor.pages)) {
          const label = `${preset} ${visitor.who} ${name}`;
          rows.push(...(await pageRows(`${base}${path}`, label, chrome.port, preset, indexes)));
        }
        await signInBrowser(base, chrome.port, null);
      }
      // Lighthouse's own measure of this machine's speed while it ran (it warns below 1,000: a slow
      // host CPU); the mobile preset's 4x slowdown multiplies whatever a busy machine already lost.
      if (indexes.length)
        rows.push(
          row('lighthouse', `${preset}: Lighthouse's CPU benchmark index (median)`, stats(indexes).median.toFixed(0)),
        );
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}

/**
 * The phone's home page with its scripts blocked: TBT with none of the site's code (reported only).
 * Its runs' benchmark index joins the preset's (`indexes`), as they ran on the same machine.
 */
async function floorRow(url, port, indexes) {
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, port, NO_SCRIPTS));
    indexes.push(...runs.map((r) => r.benchmarkIndex));
    const tbts = runs.map((r) => r.tbt);
    return row(
      'lighthouse',
      `mobile home, scripts blocked (the floor): TBT (runs ${tbts.map((t) => t.toFixed(0)).join('/')})`,
      `${stats(tbts).median.toFixed(0)} ms`,
    );
  } catch (err) {
    return failedRow('lighthouse', new Error(`mobile home, scripts blocked: ${err.message}`));
  }
}
