// Layout shift: every page keeps its boxes while the shell, the remotes and their data arrive, at
// every width a phone, a tablet or a desktop has. The CPU is slowed 4x through Chromium's own
// throttling (as on a mid-range phone), so the page frame of build/index.html paints before the
// app does, as it does on a real phone. A PerformanceObserver installed before any script sums each
// load's 'layout-shift' entries without recent input (Cumulative Layout Shift as one session of the
// load); once the page has settled (remotes mounted, lists drawn, network idle) the sum must stay
// at or under 0.02. Guests, the seeded player01 (as a member meets it after logging in) and fresh
// members and agents with the longest account and a five-figure balance; widths from 320 px in
// 10 px steps through the phones, then the tablets and the desktop's breakpoints. A failure prints
// every width's sum and the nodes that moved most, so it says what jumped where.
import { expect, test, type Page } from '../support/test.js';
import type { LoginSession } from '@croupier/shared/contracts';
import { SLOT_LIST, freshMember, signIn } from '../support/games.js';
import { freshAgent } from '../support/agent-area.js';
import { apiLogin, main } from '../support/member-centre.js';
import { PLAYER } from '../support/ports.js';
import { header, loginButton } from '../support/site.js';

/** The site's goal for Cumulative Layout Shift. */
const CLS_LIMIT = 0.02;

/** Chromium's CPU slowdown: Lighthouse's mobile preset's, a mid-range phone's. */
const CPU_SLOWDOWN = 4;

/** Phones: 320 to 430 px in 10 px steps, and the widths of the commonest (360, 375, 390, 393, 412, 414). */
const PHONES = [...new Set([...Array.from({ length: 12 }, (_, i) => 320 + i * 10), 360, 375, 390, 393, 412, 414])].sort(
  (a, b) => a - b,
);
/** Large phones and tablets, then the desktop layout's first width (992) and common desktops. */
const WIDER = [480, 600, 768, 820, 991, 992, 1024, 1280, 1366, 1440];
const EVERY_WIDTH = [...PHONES, ...WIDER];
/** Fewer for the pages whose header is the same as the home page's: each layout's edges and its common widths. */
const KEY_WIDTHS = [320, 360, 390, 412, 430, 768, 991, 992, 1280, 1440];

const HEIGHT = 844;

/** A page with its data drawn: its level-2 heading and no loading line left. */
const headed = (heading: RegExp | string) => async (page: Page) => {
  await expect(main(page).getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
  await expect(main(page).getByText(/^Loading/)).toHaveCount(0);
};

/** Each page and what is on it once it has settled. */
const PAGES = {
  home: {
    path: '/',
    settled: async (page: Page) => {
      await expect(page.getByRole('region', { name: 'Banners', exact: true }).getByRole('img').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /games/i }).first()).toBeVisible();
    },
  },
  hall: {
    path: '/gameHall/2',
    settled: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Providers' }).getByRole('link').first()).toBeVisible();
    },
  },
  'slot list': {
    path: SLOT_LIST,
    settled: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'R8 Slots' })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'All games' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  transactions: { path: '/user/Transaction', settled: headed('Transactions') },
  wallet: { path: '/user/MyWallet', settled: headed('Wallet') },
  'agent centre': { path: '/proxy', settled: headed(/./) },
} satisfies Record<string, { path: string; settled: (page: Page) => Promise<void> }>;

type PageName = keyof typeof PAGES;
type Who = 'guest' | 'player01' | 'member' | 'agent';

/** Who visits which page, at which widths. */
const SWEEPS: { who: Who; page: PageName; widths: number[] }[] = [
  { who: 'guest', page: 'home', widths: EVERY_WIDTH },
  { who: 'guest', page: 'hall', widths: KEY_WIDTHS },
  { who: 'guest', page: 'slot list', widths: KEY_WIDTHS },
  { who: 'player01', page: 'home', widths: EVERY_WIDTH },
  { who: 'player01', page: 'transactions', widths: KEY_WIDTHS },
  { who: 'member', page: 'home', widths: EVERY_WIDTH },
  { who: 'member', page: 'hall', widths: KEY_WIDTHS },
  { who: 'member', page: 'wallet', widths: KEY_WIDTHS },
  { who: 'agent', page: 'agent centre', widths: KEY_WIDTHS },
];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** From the first byte of every document of the page: each layout shift without recent input. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const id = node.id ? `#${node.id}` : '';
      const cls =
        typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${id}${cls}`;
    };
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => `${describe(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the page to settle, then returns its shifts, the largest first. */
async function settledShifts(page: Page, settled: (page: Page) => Promise<void>) {
  await settled(page);
  await page.waitForLoadState('networkidle');
  // Pictures that arrived with the last responses are decoded and laid out by the next frames
  // (lazy ones below the fold never load here, so only those that came).
  await page.evaluate(() =>
    Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = (await page.evaluate(() => window.__layoutShifts ?? [])).sort((a, b) => b.value - a.value);
  return { sum: shifts.reduce((total, s) => total + s.value, 0), shifts };
}

function report(label: string, sum: number, shifts: Shift[]) {
  const lines = shifts
    .slice(0, 5)
    .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms\n${s.sources.map((n) => `    ${n}`).join('\n')}`);
  return `CLS ${label}: ${sum.toFixed(4)} (${shifts.length} shifts)${lines.length ? `\n${lines.join('\n')}` : ''}`;
}

/** The session the sweep's visitor signs in with: a five-figure balance and the longest account (12). */
async function sessionOf(who: Who, request: Parameters<typeof freshMember>[0]): Promise<LoginSession | null> {
  if (who === 'guest') return null;
  if (who === 'player01') return apiLogin(request, PLAYER);
  if (who === 'agent') return freshAgent(request, { prefix: 'clsag', cash: '98765.43' });
  return freshMember(request, { prefix: 'clsmb', cash: '98765.43' });
}

for (const sweep of SWEEPS) {
  const target = PAGES[sweep.page];
  test(`${sweep.page}, ${sweep.who}, ${sweep.widths[0]}-${sweep.widths.at(-1)} px (${sweep.widths.length} widths) at ${CPU_SLOWDOWN}x CPU: layout shift at most ${CLS_LIMIT}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(30_000 + sweep.widths.length * 15_000);
    const session = await sessionOf(sweep.who, request);
    if (session) await signIn(page, session);
    await recordShifts(page);
    const cdp = await page.context().newCDPSession(page);
    const results: { width: number; sum: number; text: string }[] = [];
    for (const width of sweep.widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(target.path);
      if (session) await expect(header(page)).toContainText(session.member_account);
      const { sum, shifts } = await settledShifts(page, target.settled);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      results.push({ width, sum, text: report(`${sweep.page} ${width} px ${sweep.who}`, sum, shifts) });
    }
    const text = results.map((r) => r.text).join('\n');
    console.log(text);
    testInfo.annotations.push({ type: 'cls', description: text });
    const over = results.filter((r) => r.sum > CLS_LIMIT);
    expect(
      over.map((r) => `${r.width} px: ${r.sum.toFixed(4)}`),
      text,
    ).toEqual([]);
  });
}

test("the HTML's frame has the shell's header box and logo for a guest and a member at both layouts, says nothing, and leaves noscript its text", async ({
  page,
  browser,
  request,
}) => {
  const member = await freshMember(request, { prefix: 'clsfr', cash: '98765.43' });
  // A first visit: the shell keeps the site's logos for the frame of the next page loads.
  await page.goto('/');
  await expect(header(page).getByRole('img')).toBeVisible();
  for (const who of ['guest', 'member'] as const) {
    if (who === 'member') await signIn(page, member);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT });
      // The first paint before any script of the site's: the shell's code held back.
      await page.route('**/main.js*', (route) => route.abort());
      await page.goto('/');
      const frame = page.locator('#root > .cr-frame');
      await expect(frame).toHaveAttribute('aria-hidden', 'true');
      await expect(frame).toHaveText('', { useInnerText: true });
      const frameHeader = await frame.locator('.cr-frame__header').boundingBox();
      const frameLogo = frame.locator('.cr-frame__logo');
      expect(await frameLogo.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\(".*\/logos\//);
      const frameLogoBox = await frameLogo.boundingBox();
      await page.unroute('**/main.js*');

      await page.goto('/');
      await expect(who === 'guest' ? loginButton(page) : header(page).getByText(member.member_account)).toBeVisible();
      await expect(page.locator('.cr-frame')).toHaveCount(0);
      const shellHeader = await header(page).boundingBox();
      expect(frameHeader?.height, `${who}'s header at ${width} px`).toBe(shellHeader?.height);
      // The logo where the shell draws it: the same top-left corner and height.
      const shellLogo = await header(page).getByRole('img').boundingBox();
      expect(
        [frameLogoBox?.x, frameLogoBox?.y, frameLogoBox?.height].map((n) => Math.round(n ?? NaN)),
        `${who}'s logo at ${width} px`,
      ).toEqual([shellLogo?.x, shellLogo?.y, shellLogo?.height].map((n) => Math.round(n ?? NaN)));
    }
  }

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: HEIGHT } });
  const plain = await noScript.newPage();
  await plain.goto('/');
  await expect(plain.locator('#root > .cr-frame')).toBeHidden();
  // (Playwright's text locators skip <noscript>; the rendered text is what a reader sees.)
  expect(await plain.evaluate(() => document.body.innerText.trim())).toBe('This site needs JavaScript.');
  await noScript.close();
});
