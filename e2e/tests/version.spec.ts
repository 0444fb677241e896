// Spec 01 §4: the page polls builds/latest.json; once another build id is deployed, the NEXT
// navigation is a full page load, while navigations before that stay in the page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test.js';

const LATEST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/dist/builds/latest.json');

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));
const samePage = (page: Page) => page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage === true);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

/** Counts the page's HTTP requests in flight (moving the clock must not time one out). */
function inFlight(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return async () => {
    await expect.poll(() => pending.size, { intervals: [100] }).toBe(0);
  };
}

let original: string;
test.beforeEach(() => {
  original = fs.readFileSync(LATEST, 'utf8');
});
test.afterEach(() => {
  fs.writeFileSync(LATEST, original);
});

test('a new build id makes the next navigation a full reload, and only that one', async ({ page }) => {
  const running = (JSON.parse(original) as { id: string }).id;
  // The poll runs every 60 s: the test moves the page's clock instead of waiting.
  await page.clock.install();
  const settled = inFlight(page);
  await page.goto('/');
  await markPage(page);
  // Booted and settled first: moving the clock must not time out a call still in flight.
  await expect(mainNav(page)).toBeVisible();
  await settled();

  // Same build deployed: navigating stays in the page.
  let poll = page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='));
  await page.clock.fastForward(61_000);
  expect(((await (await poll).json()) as { id: string }).id).toBe(running);
  await mainNav(page).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/discount$/);
  expect(await samePage(page)).toBe(true);

  await settled();
  // A new build is deployed.
  fs.writeFileSync(LATEST, `${JSON.stringify({ id: `e2e-${Date.now()}`, time: Date.now() })}\n`);
  poll = page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='));
  await page.clock.fastForward(61_000);
  await poll;
  // Nothing happens until the visitor moves.
  expect(await samePage(page)).toBe(true);

  await mainNav(page).getByRole('link', { name: 'Sponsors' }).click();
  await expect(page).toHaveURL(/\/sponsor$/);
  await expect.poll(() => samePage(page).catch(() => null)).toBe(false);
  await expect(mainNav(page)).toBeVisible();
});
