// The brief's "usable by keyboard and screen reader", checked by a machine as a floor, not a
// ceiling: axe-core finds no WCAG 2.1 A/AA violation (nor a best-practice one) on the main pages
// at desktop and phone widths, for a guest and a member, and with the login, demo and maintenance
// dialogs open, and on every page of the member centre (logged in as player01, whose data fills
// them). The other specs check names, roles and focus the way a person would. Screenshots of the
// member centre go to E2E_SHOTS_DIR when it is set (e.g. /tmp/member-shots).
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test.js';
import { axeViolations } from '../support/axe.js';
import { SLOT_LIST, signIn } from '../support/games.js';
import { MEMBER_PAGES, apiLogin, expectNoSidewaysScroll, openMemberPage } from '../support/member-centre.js';
import { PLAYER, TEST_CAPTCHA } from '../support/ports.js';
import { logIn, openLoginModal } from '../support/site.js';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Pages, each with what shows it has rendered its content. */
const PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Featured slots' }) },
  { path: '/gameHall/3', ready: (page) => page.getByRole('heading', { name: 'Games' }) },
  { path: SLOT_LIST, ready: (page) => page.getByRole('tab', { name: 'All games' }) },
  // The sportsbook itself is the provider's page in a frame: the hall around it is ours.
  {
    path: '/gameHall/4',
    ready: (page) => page.frameLocator('iframe').getByRole('heading', { name: 'Upcoming matches' }),
  },
  { path: '/register', ready: (page) => page.getByRole('button', { name: 'Register' }).last() },
];

const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

for (const { name, width, height } of WIDTHS) {
  test(`${name}: the main pages have no axe violations for a guest`, async ({ page }) => {
    test.slow(); // five pages, each a full axe run
    await page.setViewportSize({ width, height });
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test("the login dialog and a member's header have no axe violations", async ({ page }) => {
  test.slow(); // two full axe runs and a login
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await expect(dialog.getByRole('img').first()).toBeVisible(); // the captcha arrived
  expect(await axeViolations(page), 'login dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await logIn(page, TEST_CAPTCHA);
  expect(await axeViolations(page), 'member').toEqual([]);
});

test('the demo games dialog has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Try demo games' }).click();
  await expect(page.getByRole('dialog', { name: 'Demo games' }).getByRole('button').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const { name, width, height } of WIDTHS) {
  test(`${name}: every member-centre page has no axe violations and no sideways scroll`, async ({ page, request }) => {
    test.slow(); // every page of the member centre, each a full axe run
    // The referral pages are in the menu only when the site offers referral to USD members.
    const check = await request.post('/api/bonus_setting/check', { data: { member_currency: 'USD', site_id: '1' } });
    expect(((await check.json()) as { body: { is_friend: unknown } }).body.is_friend, 'is_friend for USD').toBeTruthy();

    await page.setViewportSize({ width, height });
    await signIn(page, await apiLogin(request, PLAYER));
    for (const { page: pageName, heading } of MEMBER_PAGES) {
      await openMemberPage(page, pageName, heading);
      expect.soft(await axeViolations(page), `/user/${pageName}`).toEqual([]);
      await expectNoSidewaysScroll(page, `/user/${pageName}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-${pageName}-${width}.png`, fullPage: true });
    }
  });
}
