// The home banners (spec 02 §3, §7; spec 01 /main) in Chromium against the real stack,
// at 1280 and 390 px: the carousel rotates and holds while the pointer is over it, its boxes are
// there before the pictures (no layout shift), nothing scrolls sideways and axe finds nothing; a
// game banner launches its game; a marquee title opens the news modal and then its /main page; the
// operator's change of the banners (the console's POST /api/operator/sites/1/carousel, published
// on web_api.{currency}) shows without a reload. Seed (api README, "Promotion content"): welcome (/discount, sort 40),
// a game banner per currency (30), a hall banner per currency (20), responsible gaming (10).
// The live change is made to VND's banners only (no other spec shows them) and undone after.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { LANGUAGES, type CarouselPicture, type CarouselUseType } from '@croupier/shared/contracts';
import { axeViolations } from '../support/axe.js';
import { escapeRegExp, freshMember, signIn } from '../support/games.js';
import { asOperator } from '../support/operator.js';
import { E2E_BASE_URL } from '../support/ports.js';
import { waitForSubscriber } from '../support/publish.js';

const SHOTS = '/tmp/promotions-home-shots';
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** The carousel's autoplay interval (mf-promotions CAROUSEL_INTERVAL_MS) and some slack. */
const INTERVAL_MS = 5000;
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const carousel = (page: Page) => page.getByRole('region', { name: 'Banners', exact: true });
const marquee = (page: Page) => page.getByRole('region', { name: 'Announcements', exact: true });
const dots = (page: Page) => carousel(page).getByRole('group', { name: 'Choose a banner' }).getByRole('button');
const currentDot = (page: Page) => carousel(page).locator('.mfpr-carousel__dot[aria-current=true]');

/**
 * Watches the banners' slot from the moment the shell draws it: every size it takes (placeholder,
 * then the banners). The rest of the page shifts for its own reasons (the lobby filling in moves
 * the footer); what the banners owe is a slot that has its final size from the first frame.
 */
async function watchBannerSlot(page: Page) {
  await page.addInitScript(() => {
    const seen: { sizes: [number, number][] } = { sizes: [] };
    (window as Window & { __slot?: typeof seen }).__slot = seen;
    const watch = (slot: Element) =>
      new ResizeObserver(([entry]) => {
        const box = entry!.borderBoxSize[0]!;
        seen.sizes.push([box.inlineSize, box.blockSize]);
      }).observe(slot);
    new MutationObserver((_, observer) => {
      const slot = document.querySelector('.cr-shell-home-banners');
      if (!slot) return;
      observer.disconnect();
      watch(slot);
    }).observe(document, { childList: true, subtree: true });
  });
}
const slotRecord = (page: Page) =>
  page.evaluate(() => (window as Window & { __slot?: { sizes: [number, number][] } }).__slot ?? { sizes: [] });

/** The banners of a use type and currency as the api lists them, in one language. */
async function banners(
  request: APIRequestContext,
  use_type: CarouselUseType,
  currency: string,
  language = 'en_US',
): Promise<CarouselPicture[]> {
  const res = await request.post('/api/arks/web/carousel_picture', {
    data: { site_id: '1', use_type, currency },
    headers: { lang: language },
  });
  return ((await res.json()) as { data: { web_carousel_picture_list: CarouselPicture[] } }).data
    .web_carousel_picture_list;
}

async function setBanners(
  request: APIRequestContext,
  body: { use_type: CarouselUseType; currency: string; items: unknown[] },
) {
  await asOperator(request, '/sites/1/carousel', body);
}

/** A currency's own banners (the game banners carry it) in every language, to put them back as they were. */
async function ownBanners(request: APIRequestContext, use_type: CarouselUseType, currency: string) {
  const byLanguage = await Promise.all(
    LANGUAGES.map(async ({ code }) => [code, await banners(request, use_type, currency, code)] as const),
  );
  const own = (list: CarouselPicture[]) => list.filter((b) => b.game_link_parameter?.currency === currency);
  const english = own(byLanguage.find(([code]) => code === 'en_US')![1]);
  return english.map((b) => ({
    url: b.url,
    title: Object.fromEntries(
      byLanguage.map(([code, list]) => [code, own(list).find((o) => o.id === b.id)?.title ?? b.title]),
    ),
    link_type: b.link_type,
    link_method: b.link_method,
    game_link_parameter: b.game_link_parameter,
    sort: b.sort,
  }));
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });
    const useType: CarouselUseType = size.width >= 992 ? 0 : 2;

    test('the carousel rotates, holds under the pointer, and the home page neither shifts nor scrolls sideways', async ({
      page,
    }) => {
      await watchBannerSlot(page);
      await page.goto('/');
      await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
      const first = carousel(page).getByRole('img').first();
      await expect(first).toBeVisible();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(marquee(page).getByRole('button').first()).toBeVisible();
      await page.getByRole('navigation', { name: 'Game types' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/home-${size.width}.png` });

      // The box is the one the shell reserved: HOME_BANNERS_BOX's proportions, full width.
      const box = (await carousel(page).boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(size.width >= 992 ? 1920 / 480 : 750 / 340, 1);
      expect((await marquee(page).boundingBox())!.height).toBeCloseTo(40, 0);

      // Rotates by itself (the pointer is elsewhere).
      await page.mouse.move(size.width / 2, size.height - 5);
      const dotCount = await dots(page).count();
      expect(dotCount).toBeGreaterThan(1);
      // The banners draw as soon as the remote mounts (the shell asked for them from its start), so
      // by now the rotation may have moved on: from wherever it is, it moves to the next one.
      const shown = await dots(page).evaluateAll((all) =>
        all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
      );
      expect(shown).toBeGreaterThanOrEqual(0);
      await expect(dots(page).nth((shown + 1) % dotCount)).toHaveAttribute('aria-current', 'true', {
        timeout: INTERVAL_MS * 2,
      });

      // Holds while the pointer is over it.
      await carousel(page).hover();
      const held = await currentDot(page).getAttribute('aria-label');
      await page.waitForTimeout(INTERVAL_MS + 1500);
      expect(await currentDot(page).getAttribute('aria-label')).toBe(held);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      // The slot had the banners' size in every frame: the carousel's proportions at the width it
      // had then (a scrollbar may come and go) plus the marquee's line.
      const { sizes } = await slotRecord(page);
      expect(sizes.length).toBeGreaterThan(0);
      const ratio = size.width >= 992 ? 1920 / 480 : 750 / 340;
      for (const [width, height] of sizes)
        expect(Math.abs(height - (width / ratio + 40)), `slot ${width}x${height}`).toBeLessThanOrEqual(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a marquee title opens the news modal, and the modal its /main page', async ({ page }) => {
      await page.goto('/');
      const title = marquee(page).getByRole('button').first();
      await expect(title).toBeVisible();
      const name = (await title.textContent()) ?? '';
      // By keyboard: focus inside holds the ticker still.
      await title.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name });
      await expect(modal).toBeVisible();
      await expect(modal.locator('.mfpr-html')).not.toBeEmpty();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/news-modal-${size.width}.png` });

      await modal.getByRole('link', { name: 'Open the news page' }).click();
      await expect(page).toHaveURL(/\/main\/\d+$/);
      await expect(modal).toBeHidden();
      await expect(page.getByRole('article', { name })).toBeVisible();
      const latest = page.getByRole('complementary', { name: 'Latest news' });
      await expect(latest.locator('a[aria-current=page]')).toContainText(name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/news-page-${size.width}.png`, fullPage: true });
    });

    test('a game banner launches its game for a member', async ({ page, request }) => {
      const member = await freshMember(request, { prefix: 'pb', cash: '40.00' });
      const list = await banners(request, useType, 'USD');
      const index = list.findIndex((b) => b.game_link_parameter?.customized === 1);
      expect(index, 'the seed has a USD game banner').toBeGreaterThanOrEqual(0);
      const game = list[index]!;
      await signIn(page, member);
      await page.mouse.move(size.width / 2, size.height - 5);
      await dots(page).nth(index).click();
      const popupOpened = page.waitForEvent('popup');
      await carousel(page)
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(game.title)}$`) })
        .click();
      const popup = await popupOpened;
      await popup.waitForURL(/\/api\/provider\/slot\?token=/);
      await popup.close();
    });

    test('a change of the banners by the back office shows live, without a reload', async ({
      page,
      context,
      request,
    }) => {
      const before = await ownBanners(request, useType, 'VND');
      const picture = (await banners(request, useType, 'VND'))[0]!.url;
      await context.addCookies([{ name: 'ccy', value: 'VND', url: E2E_BASE_URL }]);
      await page.goto('/');
      await expect(carousel(page).getByRole('img').first()).toBeVisible();
      await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
      // The shell listens on the shown currency's public channel (spec 01 §7) before anything is published.
      await waitForSubscriber('web_api.VND');
      try {
        await setBanners(request, {
          use_type: useType,
          currency: 'VND',
          items: [
            {
              url: picture,
              title: { en_US: 'Live VND banner' },
              link_type: 1,
              link_method: 0,
              link_url: '/discount',
              sort: 99,
            },
          ],
        });
        // It arrives as the first banner (sort 99), whichever is shown now.
        await expect(carousel(page).locator('img[alt="Live VND banner"]')).toBeAttached();
        await dots(page).first().click();
        await expect(carousel(page).getByRole('img', { name: 'Live VND banner' })).toBeVisible();
        expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
      } finally {
        await setBanners(request, { use_type: useType, currency: 'VND', items: before });
      }
      expect((await ownBanners(request, useType, 'VND')).map((b) => b.title)).toEqual(before.map((b) => b.title));
    });
  });
}
