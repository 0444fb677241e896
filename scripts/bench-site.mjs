// The site `npm run bench` measures in a browser: the production build (the dist/ folders) on the
// local ports + CROUPIER_BENCH_PORT_OFFSET (800 unless set: clear of `npm start` and of the e2e
// stacks), with a fresh temporary database seeded as `npm start` seeds it. The static servers
// compress and cache as a CDN would (serve.mjs). The servers run niced, and every page is loaded
// once before it is measured (below: why).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './lib/setup.mjs';
import { LOCAL_PORTS, startStack } from './stack.mjs';

export const BENCH_PORT_OFFSET = Number(process.env.CROUPIER_BENCH_PORT_OFFSET || 800);

/**
 * The servers run niced: here they share the browser's 2 cores, where a phone's page never
 * shares its CPU with the data centre. Without it, a cold api drawing its pictures (~1.5 s of CPU
 * on a first home load) preempts the renderer, and Lighthouse scores the server's work as the
 * page's blocking time. Each server leads a session of its own, and Linux shares the CPU between
 * sessions (autogroups) before nice values count, so the session is niced too (stack.mjs,
 * niceSession); without that the niceness does nothing against the browser: 4 alternating
 * Lighthouse runs of the phone's home page measured TBT 336/369/136/86 ms with the servers'
 * sessions at 0, 73/71/68/14 ms with them at 10.
 */
export const SERVER_NICENESS = 10;

/** A seeded hall and a slot list (api/src/db/seed-data.ts: game type 2 is Slots, GPR8 its first provider). */
export const PAGES = { home: '/', hall: '/gameHall/2', 'slot list': '/slotgame?gt_id=2&gp_id=GPR8&house=0' };

/** The seeded visitors measured signed in (api/src/db/seed-data.ts, README's accounts), and their pages. */
export const SIGNED_IN = [
  {
    who: 'member',
    account: 'player01',
    password: 'player123',
    pages: { home: '/', '/user/Transaction': '/user/Transaction', '/user/MyWallet': '/user/MyWallet' },
  },
  { who: 'agent', account: 'agent01', password: 'agent123', pages: { '/proxy': '/proxy' } },
];

/** The captcha answer the bench's api accepts (CROUPIER_TEST_CAPTCHA, which production refuses). */
const BENCH_CAPTCHA = '4242';
/** shared's CAPTCHA_TYPE_LOGIN. */
const CAPTCHA_TYPE_LOGIN = 1;

async function post(base, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST /api${path}: HTTP ${res.status}`);
  return res.json();
}

/**
 * A real session of a seeded visitor (POST /api/login with the bench's captcha), as the URL of the
 * shell's entry query (spec 01 §3: tk, member_account, member_currency, member_id), which stores it
 * for every later page load of the browser's profile.
 */
export async function entryUrl(base, { account, password }) {
  const captcha = await post(base, '/captcha', { type: CAPTCHA_TYPE_LOGIN, site_id: '1' });
  const login = await post(base, '/login', {
    account,
    password,
    site_id: '1',
    answer: BENCH_CAPTCHA,
    captcha_token: captcha.body.token,
  });
  if (login.code !== 100) throw new Error(`login as ${account}: ${login.code} ${login.message}`);
  const { token, member_account, member_currency, member_id } = login.data;
  const query = new URLSearchParams({ tk: token, member_account, member_currency, member_id: String(member_id) });
  return `${base}/?${query}`;
}

/** Loads the entry URL in a page of `context` and waits until the shell has stored the session. */
export async function storeSession(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
  } finally {
    await page.close();
  }
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startBenchSite() {
  const ports = Object.fromEntries(Object.entries(LOCAL_PORTS).map(([name, port]) => [name, port + BENCH_PORT_OFFSET]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-'));
  const stack = await startStack({
    ports,
    dbPath: path.join(dataDir, 'croupier.db'),
    env: { LOG_LEVEL: 'warn', CROUPIER_TEST_CAPTCHA: BENCH_CAPTCHA },
    logDir: path.join(dataDir, 'logs'),
    niceness: SERVER_NICENESS,
  });
  try {
    await warmUp(stack.urls.shell);
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return {
    url: stack.urls.shell,
    stop: async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's screens, mobile and desktop presets: the warm-up asks for what its runs ask for. */
const WARM_UP_SCREENS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
];

/**
 * One unmeasured load of each page on each screen, until the network is idle: the api draws each
 * picture and makes each frame on its first request, as a deployed site has done long before
 * any visitor measured. Without it the first Lighthouse run of each page would measure a cold server.
 */
async function warmUp(base) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    // One login per visitor: both screens' contexts store the same session.
    const entries = await Promise.all(SIGNED_IN.map((visitor) => entryUrl(base, visitor)));
    for (const viewport of WARM_UP_SCREENS) {
      const page = await browser.newPage({ viewport });
      for (const pagePath of Object.values(PAGES)) await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
      await page.close();
      for (const [i, visitor] of SIGNED_IN.entries()) {
        const context = await browser.newContext({ viewport });
        await storeSession(context, entries[i]);
        const signedIn = await context.newPage();
        for (const pagePath of Object.values(visitor.pages))
          await signedIn.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
