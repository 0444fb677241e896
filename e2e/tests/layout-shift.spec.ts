// Layout shift: the home page, a hall and a slot list keep their boxes while the shell,
// the remotes and their data arrive. A PerformanceObserver installed before any script sums the
// page's 'layout-shift' entries without recent input (Cumulative Layout Shift as one session of
// the load); once the page has settled (remotes mounted, lists and banners drawn, network idle)
// the sum must stay at or under 0.02, at 1280 and 390 px, as a guest and as a member whose
// five-figure balance arrives after the first paint. The output prints the sum and the nodes that
// moved most, so a failure says what jumped. The page's HTML carries the frame the shell then
// draws (build/index.html): its header bar has the shell's header height at both widths.
import { expect, test, type Page } from '../support/test.js';
import { SLOT_LIST, freshMember, signIn } from '../support/games.js';
import { header, loginButton } from '../support/site.js';

/** The site's goal for Cumulative Layout Shift. */
const CLS_LIMIT = 0.02;

const SIZES = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Each page and what is on it once it has settled. */
const PAGES = [
  {
    name: 'home',
    path: '/',
    settled: async (page: Page) => {
      await expect(page.getByRole('region', { name: 'Banners', exact: true }).getByRole('img').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /games/i }).first()).toBeVisible();
    },
  },
  {
    name: 'hall',
    path: '/gameHall/2',
    settled: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Providers' }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'slot list',
    path: SLOT_LIST,
    settled: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'R8 Slots' })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'All games' }).getByRole('listitem').first()).toBeVisible();
    },
  },
] as const;

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

for (const size of SIZES) {
  for (const target of PAGES) {
    test(`${target.name} at ${size.name} px, guest: layout shift at most ${CLS_LIMIT}`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await recordShifts(page);
      await page.goto(target.path);
      const { sum, shifts } = await settledShifts(page, target.settled);
      const text = report(`${target.name} ${size.name} guest`, sum, shifts);
      console.log(text);
      testInfo.annotations.push({ type: 'cls', description: text });
      expect(sum, text).toBeLessThanOrEqual(CLS_LIMIT);
    });

    test(`${target.name} at ${size.name} px, member: layout shift at most ${CLS_LIMIT}`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(size);
      // A five-figure balance: the widest the header has to hold.
      const member = await freshMember(request, { prefix: 'cls', cash: '98765.43' });
      await signIn(page, member);
      await recordShifts(page);
      await page.goto(target.path);
      await expect(header(page)).toContainText(member.member_account);
      const { sum, shifts } = await settledShifts(page, target.settled);
      const text = report(`${target.name} ${size.name} member`, sum, shifts);
      console.log(text);
      testInfo.annotations.push({ type: 'cls', description: text });
      expect(sum, text).toBeLessThanOrEqual(CLS_LIMIT);
    });
  }
}

test("the HTML's frame has the shell's header box at both widths, says nothing, and leaves noscript its text", async ({
  page,
  browser,
}) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The first paint before any script: the shell's code held back.
    await page.route('**/main.js*', (route) => route.abort());
    await page.goto('/');
    const frame = page.locator('#root > .cr-frame');
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame).toHaveText('');
    const frameHeader = await frame.locator('.cr-frame__header').boundingBox();
    await page.unroute('**/main.js*');

    await page.goto('/');
    await expect(loginButton(page)).toBeVisible();
    await expect(page.locator('.cr-frame')).toHaveCount(0);
    const shellHeader = await header(page).boundingBox();
    expect(frameHeader?.height, `header at ${size.name} px`).toBe(shellHeader?.height);
  }

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: SIZES[1] });
  const plain = await noScript.newPage();
  await plain.goto('/');
  await expect(plain.locator('#root > .cr-frame')).toBeHidden();
  // (Playwright's text locators skip <noscript>; the rendered text is what a reader sees.)
  expect(await plain.evaluate(() => document.body.innerText.trim())).toBe('This site needs JavaScript.');
  await noScript.close();
});
