// Largest Contentful Paint (issue 15), deterministic, nothing timed: on the home page the first
// banner is found from the shell's start (a <link rel=preload fetchpriority=high> that fetched it,
// before the remote's <img> existed), sized and not lazy, and on a phone it is the largest paint;
// on a slot list the largest paint is a game's art from the first row, loaded at once (not
// lazily), the first ones with high priority, while the art further down waits (lazy).
// At 1280 px the banner is preloaded and eager just the same, but Chromium does not count the
// seed's banners there: it skips low-entropy images (under 0.05 bits per drawn pixel), and the
// seed's ~2 KB vector banner drawn at 1172x293 is below that, so one of the shell's ad tiles above
// it is reported instead. A brand's photo banner is not low-entropy.
import { expect, test, type Page } from '../support/test.js';
import { SLOT_LIST } from '../support/games.js';

interface Lcp {
  tag: string;
  src: string;
  loading: string | null;
  fetchPriority: string | null;
  width: string | null;
  height: string | null;
  inBanner: boolean;
  inGrid: boolean;
}

/** The last largest-contentful-paint entry's element (buffered: what the page reported so far). */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Lcp | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element ?? null;
          if (!element) return resolve(null);
          resolve({
            tag: element.tagName.toLowerCase(),
            src: (element as HTMLImageElement).currentSrc || element.getAttribute('src') || '',
            loading: element.getAttribute('loading'),
            fetchPriority: element.getAttribute('fetchpriority'),
            width: element.getAttribute('width'),
            height: element.getAttribute('height'),
            inBanner: element.closest('.mfpr-carousel__slide') !== null,
            inGrid: element.closest('.mfg-grid') !== null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px the home page's first banner is preloaded from the shell's start, eager and sized${width < 992 ? ', and the largest paint' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const first = page.locator('.mfpr-carousel__slide img').first();
    await expect(first).toHaveJSProperty('complete', true);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);

    const attributes = await first.evaluate((img) => ['loading', 'fetchpriority', 'width', 'height'].map((name) => img.getAttribute(name)));
    // Asked at once, ahead of the rest, and sized before it arrives (the device's HOME_BANNERS_BOX).
    expect(attributes).toEqual(['eager', 'high', ...(width >= 992 ? ['1920', '480'] : ['750', '340'])]);
    if (width < 992) expect(await largestPaint(page)).toMatchObject({ tag: 'img', src, inBanner: true });

    // The shell preloaded it, and the preload is what fetched it (before the remote's <img> existed).
    const preloads = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) =>
      links.map((l) => ({ href: (l as HTMLLinkElement).href, priority: l.getAttribute('fetchpriority') })),
    );
    expect(preloads).toContainEqual({ href: src, priority: 'high' });
    const initiators = await page.evaluate(
      (url) => performance.getEntriesByType('resource').filter((e) => e.name === url).map((e) => (e as PerformanceResourceTiming).initiatorType),
      src,
    );
    expect(initiators[0]).toBe('link');

    // The slides after the first wait until shown.
    const later = await page.locator('.mfpr-carousel__slide img').evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(later.every((loading) => loading === 'lazy')).toBe(true);
  });
}

test('at 390 px a slot list\'s largest paint is a game\'s art of the first row, loaded at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SLOT_LIST);
  const art = page.locator('.mfg-grid img');
  await expect(art.first()).toBeVisible();
  await expect.poll(() => art.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const lcp = await largestPaint(page);
  expect(lcp).toMatchObject({ tag: 'img', inGrid: true, loading: 'eager' });
  const loading = await art.evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]));
  // The first two with high priority, the rest of the first rows at once, then lazily.
  expect(loading.slice(0, 2)).toEqual([
    ['eager', 'high'],
    ['eager', 'high'],
  ]);
  expect(loading.slice(2, 8).every(([l, p]) => l === 'eager' && p === null)).toBe(true);
  expect(loading.length).toBeGreaterThan(8);
  expect(loading.slice(8).every(([l]) => l === 'lazy')).toBe(true);
});
