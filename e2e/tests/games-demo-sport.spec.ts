// Demo play, jackpot and sports (spec 02 §2-§4, §7; spec 01 §4): a guest opens the demo
// modal, picks a provider and a game, and plays it in its game window (window mode on desktop)
// with fun money; the home page's jackpot is padded to 10 integer digits; the sports hall frames
// the sportsbook, takes its height from S001, and a game link in it (U003) goes to the launcher.
// Screenshots at 1280 and 390 px go to /tmp/d2-shots/.
import fs from 'node:fs';
import { expect, test, type Page } from '../support/test.js';

const SHOTS = '/tmp/d2-shots';
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

const DEMO_PROVIDER = 'R8 Slots';
const PADDED_JACKPOT = /^\d{10,}\.\d{2}$/;

const jackpotDigits = (page: Page) => page.getByRole('region', { name: 'Jackpot' }).getByTestId('jackpot-digits');

async function openDemoList(page: Page) {
  await page.getByRole('button', { name: 'Try demo games' }).click();
  const providers = page.getByRole('dialog', { name: 'Demo games' });
  await expect(providers.getByRole('button', { name: DEMO_PROVIDER })).toBeVisible();
  return providers;
}

test('a guest plays a demo game from the demo modal in its game window, with fun money', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(jackpotDigits(page)).toHaveText(PADDED_JACKPOT);
  await page.getByRole('region', { name: 'Jackpot' }).screenshot({ path: `${SHOTS}/jackpot-1280.png` });

  const providers = await openDemoList(page);
  await page.screenshot({ path: `${SHOTS}/demo-providers-1280.png` });
  await providers.getByRole('button', { name: DEMO_PROVIDER }).click();
  const list = page.getByRole('dialog', { name: `${DEMO_PROVIDER}: demo games` });
  const firstGame = list.getByRole('listitem').first().getByRole('button');
  await expect(firstGame).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/demo-games-1280.png` });

  // Desktop opens games in a window by default: /loading first, then the game's page.
  const gameName = (await firstGame.textContent())?.trim() ?? '';
  const popupOpened = context.waitForEvent('page');
  await firstGame.click();
  const game = await popupOpened;
  await game.waitForURL(/\/api\/provider\/slot\?/);
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(gameName);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const balance = game.locator('#balance');
  const before = (await balance.textContent()) ?? '';
  expect(before).toMatch(/\d/);
  await game.getByRole('button', { name: 'Spin' }).click();
  // A spin debits the bet and credits the win; a win equal to the bet leaves it, so spin again.
  await expect(async () => {
    if ((await balance.textContent()) === before) {
      await game.getByRole('button', { name: 'Spin' }).click({ timeout: 2_000 });
    }
    await expect(balance).not.toHaveText(before, { timeout: 1_500 });
  }).toPass({ timeout: 12_000 });
  await game.screenshot({ path: `${SHOTS}/demo-slot-window.png` });
  await game.close();
});

test('at 390 px the demo modal and the jackpot fit the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(jackpotDigits(page)).toHaveText(PADDED_JACKPOT);
  const jackpot = page.getByRole('region', { name: 'Jackpot' });
  const box = await jackpot.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await jackpot.screenshot({ path: `${SHOTS}/jackpot-390.png` });

  const providers = await openDemoList(page);
  await page.screenshot({ path: `${SHOTS}/demo-providers-390.png` });
  await providers.getByRole('button', { name: DEMO_PROVIDER }).click();
  const list = page.getByRole('dialog', { name: `${DEMO_PROVIDER}: demo games` });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/demo-games-390.png` });
  await list.getByRole('button', { name: 'Back to providers' }).click();
  await expect(list).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the jackpot keeps its digits in place while it counts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const digits = jackpotDigits(page);
  await expect(digits).toHaveText(PADDED_JACKPOT);
  // Every cell has the same box from one amount to the next (no layout shift while counting).
  const cellBoxes = () =>
    digits.locator('span').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().width)));
  const first = await cellBoxes();
  expect(new Set(first.filter((_, i) => i !== first.length - 3)).size).toBe(1);
  await expect(page.getByRole('region', { name: 'Jackpot' }).locator('[aria-live=polite]')).toHaveText(
    /^Jackpot: \$[\d,]+\.\d{2}$/,
  );
});

for (const width of [1280, 390]) {
  test(`the sports hall frames the sportsbook and takes its height from S001 (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/gameHall/4');
    const frame = page.getByTitle('Sportsbook');
    await expect(frame).toBeVisible();
    const sportsbook = page.frameLocator('iframe[title="Sportsbook"]');
    await expect(sportsbook.getByRole('heading', { level: 1 })).toBeVisible();

    // S001: the frame is as tall as the sportsbook's document.
    await expect(frame).toHaveAttribute('style', /height: \d+px/);
    const reported = await sportsbook.locator('html').evaluate((html) => Math.ceil(html.scrollHeight));
    await expect.poll(async () => Math.round((await frame.boundingBox())?.height ?? 0)).toBe(reported);
    await page.screenshot({ path: `${SHOTS}/sport-${width}.png`, fullPage: true });

    if (width === 1280) {
      // U003: a game link in the sportsbook goes to the launcher, which asks a guest to log in.
      await sportsbook.locator('a[data-game-code]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
  });
}
