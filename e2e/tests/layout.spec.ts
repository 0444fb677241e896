// The layout (spec 01 §1, §3, §7): desktop at 1280 px and the mobile templates at 390 px
// (H5_1, and H5_2 switched through the site's MOBILE_TEMPLATE_NAME), DESKTOP_LOCK forcing the
// desktop at 390 px; header, footer, float list and bottom navigation from the api's content;
// landmarks, skip link, 44 px touch targets, no horizontal scroll. Screenshots go to
// E2E_SHOTS_DIR when it is set (e.g. /tmp/layout-shots).
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.js';
import type { SiteSettings } from '@croupier/shared/contracts';
import { PLAYER, TEST_CAPTCHA } from '../support/ports.js';
import { header, logIn } from '../support/site.js';
import { freshMember, signIn } from '../support/games.js';
import { asOperator } from '../support/operator.js';

const SHOTS = process.env.E2E_SHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Site 1's settings, changed from the console's api; read on the next page load. */
async function setSettings(request: APIRequestContext, settings: Partial<SiteSettings>) {
  await asOperator(request, '/sites/1/settings', { settings });
}
const SEED_SETTINGS: Partial<SiteSettings> = { MOBILE_TEMPLATE_NAME: 'H5_1', DESKTOP_LOCK: false };

const html = (page: Page) => page.locator('html');

async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page wider than the window').toBeLessThanOrEqual(client);
}

/** Every visible control in `scope` is at least 44x44 px (WCAG 2.5.5 on touch screens). */
async function expectTouchTargets(scope: Locator) {
  const small = await scope.locator('a:visible, button:visible, select:visible, summary:visible').evaluateAll((els) =>
    els
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 - 0.5 || box.height < 44 - 0.5)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
  expect(small).toEqual([]);
}

/** The logo image arrived (served by the api) and is named by the site name. */
async function expectLogo(page: Page) {
  const logo = header(page).getByRole('img', { name: 'Croupier Demo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** No control or picture of the main content lies under the floating buttons. */
async function expectFloatCoversNothing(page: Page) {
  const float = await page.getByRole('complementary', { name: 'Quick links' }).boundingBox();
  expect(float, 'the float list is shown').not.toBeNull();
  const covered = await page.getByRole('main').evaluate((main, f) => {
    const hit = (r: DOMRect) =>
      r.width > 0 && r.right > f.x && r.left < f.x + f.width && r.bottom > f.y && r.top < f.y + f.height;
    return [...main.querySelectorAll('a, button, img, input, h1, h2, h3')]
      .filter((el) => hit(el.getBoundingClientRect()))
      .map((el) => `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`);
  }, float!);
  expect(covered).toEqual([]);
}

test.afterEach(async ({ request }) => {
  await setSettings(request, SEED_SETTINGS);
});

test('desktop at 1280 px: header, ads, float list and footer from the api, skip link, no horizontal scroll', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');

  await expect(html(page)).toHaveClass(/(^| )site-croupier-demo theme-dark lang-en_US tpl-pc( |$)/);
  await expectLogo(page);
  await expect(
    header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(header(page).getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Register' })).toBeVisible();

  const ads = page.getByRole('region', { name: 'Featured' });
  await expect(ads.getByRole('link', { name: 'Cricket season: 100% first-deposit bonus' })).toBeVisible();
  await expect(ads.getByRole('link')).toHaveCount(3);

  const float = page.getByRole('complementary', { name: 'Quick links' });
  await expect(float.getByRole('link', { name: 'Customer service (opens in a new window)' })).toHaveAttribute(
    'href',
    /^https:\/\/support\.croupier\.example\//,
  );
  await expect(float.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/app');

  const footer = page.getByRole('contentinfo');
  const siteLinks = footer.getByRole('navigation', { name: 'Site links' });
  await expect(siteLinks.getByRole('heading')).toHaveText(['Help', 'Legal', 'Explore', 'Responsible gaming']);
  await expect(siteLinks.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/faq/1');
  await expect(footer.getByText('18+ only.', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);

  await expectNoHorizontalScroll(page);
  await shot(page, 'desktop-1280-guest');

  // The first Tab reaches the skip link; following it puts focus on the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // A footer link is a site route.
  await siteLinks.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/faq\/1$/);
});

test('desktop member: account, balance, Deposit and Log out in the banner', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await logIn(page, TEST_CAPTCHA);

  const member = header(page).getByRole('region', { name: 'Your account' });
  await expect(member).toContainText(PLAYER.account);
  await expect(member).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Register' })).toHaveCount(0);
  // One row: the site navigation and the member's buttons side by side.
  const nav = await header(page).getByRole('navigation', { name: 'Main' }).boundingBox();
  const deposit = await header(page).getByRole('button', { name: 'Deposit' }).boundingBox();
  expect(deposit!.y).toBeLessThan(nav!.y + nav!.height);
  expect(nav!.y).toBeLessThan(deposit!.y + deposit!.height);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expectFloatCoversNothing(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'desktop-1280-member');
});

test('desktop member with a long account and a five-figure balance: the account shortened on screen but whole for readers, nothing overflows', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'lay1', cash: '45000' });
  expect(member.member_account.length).toBeGreaterThanOrEqual(11);
  await signIn(page, member);
  await expect(header(page).getByRole('region', { name: 'Your account' })).toContainText('$45,000.00');
  const account = header(page).getByTitle(member.member_account);
  await expect(account).toHaveText(member.member_account);
  // Ellipsised: the box is narrower than the text it holds.
  expect(await account.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const deposit = await header(page).getByRole('button', { name: 'Deposit' }).boundingBox();
  expect(deposit!.x + deposit!.width).toBeLessThanOrEqual(DESKTOP.width);
  await expectNoHorizontalScroll(page);
});

test('H5_1 at 390 px: top header, bottom tab bar marking the current page, 44 px targets', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');

  await expect(html(page)).toHaveClass(/(^| )tpl-H5_1( |$)/);
  await expectLogo(page);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Open the menu' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(nav.getByRole('listitem')).toHaveText(['Home', 'Promotions', 'Deposit', 'Member', 'Service']);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo').getByText('Help')).toBeVisible();

  await expectNoHorizontalScroll(page);
  await expectTouchTargets(header(page));
  await expectTouchTargets(nav);
  // The float list folds behind one toggle, so it does not cover the page's own controls.
  const float = page.getByRole('complementary', { name: 'Quick links' });
  const more = float.getByRole('button', { name: 'Quick links' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(float.getByRole('link')).toHaveCount(0);
  await expectTouchTargets(float);
  await expectTouchTargets(page.getByRole('contentinfo'));
  await shot(page, 'h5_1-390-home');
  await more.click();
  await expect(float.getByRole('link', { name: 'Download the app' })).toBeVisible();
  await expectTouchTargets(float);
  await shot(page, 'h5_1-390-quick-links');
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/discount$/);
  await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await shot(page, 'h5_1-390-discount');
});

test('H5_1 at 390 px for a member: balance and Deposit in the banner', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await logIn(page, TEST_CAPTCHA);
  await expect(header(page).getByRole('region', { name: 'Your account' })).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectTouchTargets(header(page));
  await shot(page, 'h5_1-390-member');
});

test('H5_2 (MOBILE_TEMPLATE_NAME bob_mobile) at 390 px: menu drawer and a dock with a raised Deposit', async ({
  page,
  request,
}) => {
  await setSettings(request, { MOBILE_TEMPLATE_NAME: 'bob_mobile' });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the drawer's screenshot without its slide-in
  await page.setViewportSize(PHONE);
  await page.goto('/');

  await expect(html(page)).toHaveClass(/(^| )tpl-H5_2( |$)/);
  await expectLogo(page);
  const nav = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(nav.getByRole('listitem')).toHaveText(['Home', 'Promotions', 'Deposit', 'Service', 'Member']);
  await expect(nav).toHaveClass(/cr-shell-mobile-nav--dock/);
  await expectNoHorizontalScroll(page);
  await expectTouchTargets(header(page));
  await expectTouchTargets(nav);
  await shot(page, 'h5_2-390-home');

  const menuButton = header(page).getByRole('button', { name: 'Open the menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }),
  ).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expectTouchTargets(drawer);
  await shot(page, 'h5_2-390-menu');

  await drawer.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/discount$/);
  await expect(drawer).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
});

test('H5_2 for a member: balance and Deposit on the bar, account and Log out in the menu', async ({
  page,
  request,
}) => {
  await setSettings(request, { MOBILE_TEMPLATE_NAME: 'H5_2' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(html(page)).toHaveClass(/(^| )tpl-H5_2( |$)/);
  await logIn(page, TEST_CAPTCHA);
  await expect(header(page).getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'h5_2-390-member');

  await header(page).getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toContainText(PLAYER.account);
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  await shot(page, 'h5_2-390-member-menu');
});

for (const { template, layout, headerBg } of [
  { template: 'H5_3', layout: 'H5_1', headerBg: 'rgb(255, 255, 255)' }, // light, #ffffff
  { template: 'H5_8', layout: 'H5_2', headerBg: 'rgb(43, 26, 12)' }, // #2b1a0c
] as const) {
  test(`a theme (${template}) draws the ${layout} layout in its own colours`, async ({ page, request }) => {
    await setSettings(request, { MOBILE_TEMPLATE_NAME: template });
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(html(page)).toHaveClass(new RegExp(`(^| )tpl-${template}( |$)`));
    await expect(header(page).getByRole('button', { name: 'Open the menu' })).toHaveCount(layout === 'H5_2' ? 1 : 0);
    await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveClass(
      layout === 'H5_2' ? /--dock/ : /--tabs/,
    );
    expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(headerBg);
    await expectNoHorizontalScroll(page);
    await shot(page, `${template.toLowerCase()}-390-home`);
  });
}

test('DESKTOP_LOCK keeps the desktop layout at 390 px', async ({ page, request }) => {
  await setSettings(request, { DESKTOP_LOCK: true });
  await page.setViewportSize(PHONE);
  await page.goto('/');

  await expect(html(page)).toHaveClass(/(^| )tpl-pc( |$)/);
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=1280');
  await expectNoHorizontalScroll(page);
  await shot(page, 'desktop-lock-390');
});

test('resizing across 992 px swaps the layout after the debounce', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(html(page)).toHaveClass(/(^| )tpl-pc( |$)/);
  await page.setViewportSize(PHONE);
  await expect(html(page)).toHaveClass(/(^| )tpl-H5_1( |$)/);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
});

test('the footer and float texts follow the language switch', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Tiếng Việt' });
  await expect(footer.getByRole('link', { name: 'Về chúng tôi' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: /^Chăm sóc khách hàng/ })).toBeVisible();
  await expect(page.getByRole('main').getByText('Mùa cricket: thưởng 100% lần nạp đầu')).toBeVisible();
  await expect(html(page)).toHaveClass(/(^| )lang-vi_VN( |$)/);
  await shot(page, 'desktop-1280-vi');
});
