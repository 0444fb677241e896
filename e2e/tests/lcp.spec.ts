// Largest Contentful Paint, deterministic, nothing timed: on the home page the first banner comes
// with the HTML (mf-promotions' first paint, drawn by its first-paint module into a
// [data-cr-first-paint] box: a <picture> with the phone's banner and the pc's from 992 px, sized,
// high priority, not lazy), so its request starts from the HTML, before any of the shell's code has
// arrived; it is the largest paint, painted from the frame (the banners slot keeps that box over
// its place until the carousel draws); the carousel's own first banner is the same picture, eager
// and sized. On a slot list mf-games' first paint comes with the HTML too (its own page head and
// first row of cards; the shell keeps it in mf-games' place until it draws): the largest paint is
// one of its arts, painted from the frame; mf-games' grid shows the same pictures, loaded at once
// (not lazily), the first ones with high priority, while the art further down waits (lazy). On a
// hall the first paint is its head (type bar, title, platform description): the description, the
// largest paint, is painted from the frame and mf-games then writes the very same words in the
// very same box.
// At 1280 px the banner is the largest paint too (the pictures are WebP: Chromium skips
// low-entropy images, under 0.05 bits per drawn pixel, which a ~2 KB vector banner drawn at
// 1172x293 is); the home ads' boxes above it are the shell's own frame, their pictures the shell's
// to draw.
import { expect, test, type Page } from '../support/test.js';
import { SLOT_LIST } from '../support/games.js';

/** The carousel's pictures as mf-promotions draws them (not those of its first paint, while it stands over them). */
const CAROUSEL_IMG = '.mfpr-carousel__slide img:not([data-cr-first-paint] *)';

/** Every largest-contentful-paint entry as it is reported: its URL, and whether its element was the frame's (a banner, a remote's first paint). */
function recordLargestPaints(page: Page) {
  return page.addInitScript(() => {
    const seen: { url: string; fromFrame: boolean }[] = [];
    (window as unknown as { __lcp: typeof seen }).__lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[]) {
        seen.push({
          url: entry.url,
          fromFrame: entry.element?.closest('[data-cr-first-paint]') != null,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px the home page's first banner comes with the HTML, is asked before the shell's code arrived and is the largest paint`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await recordLargestPaints(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const first = page.locator(CAROUSEL_IMG).first();
    await expect(first).toHaveJSProperty('complete', true);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);

    // The carousel's first banner: asked at once, ahead of the rest, sized before it arrives (the device's HOME_BANNERS_BOX).
    const attributes = await first.evaluate((img) =>
      ['loading', 'fetchpriority', 'width', 'height'].map((name) => img.getAttribute(name)),
    );
    expect(attributes).toEqual(['eager', 'high', ...(width >= 992 ? ['1920', '480'] : ['750', '340'])]);

    // mf-promotions' first paint in the HTML already had this very picture for this width: the
    // pc's as the <source> from 992 px, else the phone's <img>.
    const path = new URL(src).pathname;
    const frame = /<div data-cr-first-paint="?mf-promotions"?[^>]*>.*?<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    if (width >= 992)
      expect(frame).toMatch(
        new RegExp(`<source media="?\\(min-width: ?992px\\)"? srcset="?${path}"? width="?1920"? height="?480"?>`),
      );
    else
      expect(frame).toMatch(
        new RegExp(`<img src="?${path}"? alt="[^"]+" width="?750"? height="?340"? fetchpriority="?high"?`),
      );
    expect(frame).not.toContain('loading=');

    // Its request came from that <img> (the parser's), and started before any of the shell's code had
    // arrived: the scripts main.js asks for (main.js, the HTML's own small loader, is asked by the
    // same parser pass, and on localhost may well arrive first).
    const timing = await page.evaluate((url) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const banner = resources.filter((e) => e.name === url);
      const inHtml = new Set(
        [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src),
      );
      const scripts = resources.filter((e) => e.initiatorType === 'script' && !inHtml.has(e.name));
      return {
        initiators: banner.map((e) => e.initiatorType),
        start: banner[0]?.startTime ?? Infinity,
        firstScriptArrived: Math.min(...scripts.map((e) => e.responseEnd)),
      };
    }, src);
    expect(timing.initiators[0]).toBe('img');
    expect(timing.start).toBeLessThan(timing.firstScriptArrived);

    // It is the largest paint, painted from the frame's picture (no later, larger one).
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __lcp: { url: string; fromFrame: boolean }[] }).__lcp.at(-1)),
      )
      .toEqual({ url: src, fromFrame: true });

    // The slides after the first wait until shown.
    const later = await page
      .locator(CAROUSEL_IMG)
      .evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(later.every((loading) => loading === 'lazy')).toBe(true);
  });
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px the first paint's banner is painted where the page then keeps it (under the ads' boxes)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // The HTML alone: the frame as the first paint shows it, before any script.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    const frameBanner = page.locator('[data-cr-first-paint="mf-promotions"] img');
    await expect(frameBanner).toBeVisible();
    const frame = await frameBanner.boundingBox();

    // The page once the shell, its ads and mf-promotions' carousel have drawn.
    await page.unroute(/\.js(\?|$)/);
    await page.goto('/');
    await expect(page.locator('.cr-shell-ads img').first()).toBeVisible();
    const carousel = page.locator(CAROUSEL_IMG).first();
    await expect(carousel).toBeVisible();
    const drawn = await carousel.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(frame![side] - drawn![side]), side).toBeLessThanOrEqual(2);
  });
}

test("at 390 px the HTML's first paint has the ads' boxes, empty, and the banner: one picture asked, the largest", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('[data-cr-first-paint="mf-promotions"] img')).toBeVisible();
  await expect(page.locator('.cr-frame__ads > div').first()).toBeVisible();
  const asked = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'img')
      .map((e) => new URL(e.name).pathname),
  );
  expect(asked).toEqual([expect.stringMatching(/^\/api\/assets\/carousel\//)]);
});

/** mf-games' first paint in the page, and its own page once drawn (not inside the first paint). */
const FIRST_PAINT = '[data-cr-first-paint="mf-games"]';
const drawnBy = (selector: string) => `${selector}:not(${FIRST_PAINT} *)`;

test("at 390 px a slot list's largest paint is a first art from the HTML, which mf-games' grid then shows loaded at once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLargestPaints(page);
  const response = await page.goto(SLOT_LIST);
  const html = (await response?.text()) ?? '';
  const art = page.locator(drawnBy('.mfg-grid img'));
  await expect(art.first()).toBeVisible();
  await expect
    .poll(() => art.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const firstRow = await art.evaluateAll((imgs) => imgs.slice(0, 3).map((img) => (img as HTMLImageElement).currentSrc));

  // The HTML's first paint had the list's first arts, in order, the first two with high priority, none lazy.
  const phone = /mfg-first-paint--mobile(.*?)mfg-first-paint--desktop/s.exec(html)?.[1] ?? '';
  const frameArts = [...phone.matchAll(/<img [^>]*?loading="(\w+)"( fetchpriority="high")? src="([^"]+)"/g)].map(
    (m) => [m[3], m[1], Boolean(m[2])],
  );
  expect(frameArts.slice(0, 3)).toEqual(firstRow.map((src, i) => [new URL(src).pathname, 'eager', i < 2]));
  expect(frameArts.every(([, loading]) => loading === 'eager')).toBe(true);

  // The largest paint: an art of the HTML's, painted from the first paint (no later, larger one). Which
  // one is the browser's to say: the cards are the same size, but rows at fractional offsets round
  // to boxes a pixel apart, and a second-row art decoded a frame later can be the larger by that.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __lcp: { url: string; fromFrame: boolean }[] }).__lcp.at(-1)),
    )
    .toMatchObject({ fromFrame: true });
  const largest = await page.evaluate(() => (window as unknown as { __lcp: { url: string }[] }).__lcp.at(-1)?.url);
  expect(frameArts.map(([src]) => new URL(src as string, page.url()).href)).toContain(largest);
  // mf-games has drawn: its first paint is gone, nothing of it left on the page.
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);

  const loading = await art.evaluateAll((imgs) =>
    imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
  );
  // The first two with high priority, the rest of the first rows at once, then lazily.
  expect(loading.slice(0, 2)).toEqual([
    ['eager', 'high'],
    ['eager', 'high'],
  ]);
  expect(loading.slice(2, 8).every(([l, p]) => l === 'eager' && p === null)).toBe(true);
  expect(loading.length).toBeGreaterThan(8);
  expect(loading.slice(8).every(([l]) => l === 'lazy')).toBe(true);
});

/** The boxes of the first visible elements a selector finds. */
const boxesOf = (page: Page, selector: string, count: number) =>
  page.locator(selector).evaluateAll(
    (elements, count) =>
      elements
        .filter((element) => element.getBoundingClientRect().width > 0)
        .slice(0, count)
        .map((element) => {
          const { x, y, width: w, height: h } = element.getBoundingClientRect();
          return { x, y, w, h };
        }),
    count,
  );

/** The page as its HTML alone paints it (no script), then once the shell and mf-games have drawn. */
async function firstPaintThenDrawn(page: Page, path: string, selectors: string[], ready: string) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator(`${FIRST_PAINT} ${ready}`).filter({ visible: true }).first()).toBeVisible();
  const frame = await Promise.all(selectors.map((s) => boxesOf(page, `${FIRST_PAINT} ${s}`, 4)));
  await page.unroute(/\.js(\?|$)/);
  await page.goto(path);
  await expect(page.locator(drawnBy(ready)).first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const drawn = await Promise.all(selectors.map((s) => boxesOf(page, drawnBy(s), 4)));
  return { frame, drawn };
}

const expectSameBoxes = (frame: { x: number; y: number; w: number; h: number }[][], drawn: typeof frame) => {
  frame.forEach((boxes, part) => {
    expect(boxes.length, `part ${part}`).toBeGreaterThan(0);
    boxes.forEach((box, i) => {
      for (const side of ['x', 'y', 'w', 'h'] as const)
        expect(Math.abs(box[side] - drawn[part]![i]![side]), `part ${part} #${i} ${side}`).toBeLessThanOrEqual(2);
    });
  });
};

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px a slot list's first paint draws its head and first arts where mf-games then draws them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const parts = ['.mfg-page__title', '.mfg-tabs', '.mfg-grid .mfg-thumb'];
    const { frame, drawn } = await firstPaintThenDrawn(page, SLOT_LIST, parts, '.mfg-grid img');
    expect(frame[2]).toHaveLength(4);
    expectSameBoxes(frame, drawn);
  });
}

/** The live casino hall: its phone's and pc's providers differ, so the first paint has both heads. */
const LIVE_HALL = '/gameHall/3';

test("at 390 px a hall's largest paint is its platform description from the HTML, the words mf-games then writes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLargestPaints(page);
  await page.goto(LIVE_HALL);
  const note = page.locator(drawnBy('.mfg-hall .mfg-page__note'));
  await expect(note).toHaveText(/^Platforms: .+, and .+$/);
  // mf-games has drawn: its first paint is gone, nothing of it left on the page.
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const lcp = () => page.evaluate(() => (window as unknown as { __lcp: { url: string; fromFrame: boolean }[] }).__lcp);
  // The largest paint: text (no URL), from the frame, and none after it (mf-games' equal box is not larger).
  await expect.poll(async () => (await lcp()).at(-1)).toEqual({ url: '', fromFrame: true });

  // The HTML's head said the same: the phone's (the pc's apart).
  const response = await page.request.get(LIVE_HALL);
  const html = await response.text();
  const phone = /mfg-first-paint--mobile(.*?)mfg-first-paint--desktop/s.exec(html)?.[1] ?? '';
  const desktop = /mfg-first-paint--desktop(.*)$/s.exec(html)?.[1] ?? '';
  expect(phone).toContain(`<p class="mfg-page__note">${await note.textContent()}</p>`);
  expect(desktop).toContain('<p class="mfg-page__note">');
  expect(phone).toContain(`${await page.locator(drawnBy('.mfg-hall .mfg-page__title')).textContent()}</h2>`);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px a hall's first paint draws its type bar, title and platforms where mf-games then draws them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const parts = ['.mfg-page__title', '.mfg-page__note', '.mfg-types li > a'];
    const { frame, drawn } = await firstPaintThenDrawn(page, LIVE_HALL, parts, '.mfg-hall .mfg-page__note');
    expectSameBoxes(frame, drawn);
  });
}
