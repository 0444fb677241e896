// A dialog holds the page still behind it, with the classic scrollbar a Windows or Linux desktop
// draws (headless Chromium hides scrollbars unless told not to): the page does not scroll while the
// dialog is open, and nothing behind it moves sideways when it opens or closes. The root keeps the
// scrollbar's room (`scrollbar-gutter: stable`), so shared's scroll lock pads nothing.
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/setup.mjs';
import { header, loginButton, openLoginModal } from '../support/site.js';
import { expect, test, type Page } from '../support/test.js';

test.use({
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

/** Where the header's last control and the main area sit across the screen (the lists below may still be filling it). */
const across = async (page: Page) =>
  (
    await Promise.all([
      header(page).getByRole('button').last().boundingBox(),
      page.locator('main').first().boundingBox(),
    ])
  ).map((box) => box && { x: box.x, width: box.width });

test('desktop: the login dialog moves nothing behind it, and the page scrolls again once it is closed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  // The scrollbar is drawn and takes room: what this test is about.
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
  const before = await across(page);

  const dialog = await openLoginModal(page);
  expect(await across(page)).toEqual(before);
  await page.mouse.move(100, 400);
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await across(page)).toEqual(before);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
