// Spec 01 §2 routes, guards and pages in the built site: the entry redirects and cookie flags,
// /register, the 'auth' guard (login modal, then back to the page), the error page (title,
// noindex, a way home), help page validation, per-route titles from /seo.json, the transition
// bar and the mobile header=false switch. Screenshots go to /tmp/routing-shots/.
import fs from 'node:fs';
import { expect, test, type Page } from '../support/test.js';
import { TEST_CAPTCHA } from '../support/ports.js';
import { header, submitLogin } from '../support/site.js';

const SHOTS = '/tmp/routing-shots';
const SITE_TITLE = 'Croupier Demo | Online Casino, Cricket & Sports Betting';

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const main = (page: Page) => page.getByRole('main');
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

test.describe('entries and redirects', () => {
  test('/fastDeposit sets the isFastDeposit flag and goes to /', async ({ page }) => {
    await page.goto('/fastDeposit');
    await expect(page).toHaveURL(/\/$/);
    expect(await cookie(page, 'isFastDeposit')).toBe('true');
    await expect(main(page).getByRole('heading', { name: 'Games' })).toBeVisible();
  });

  for (const path of ['/main', '/gameHall', '/slotgame', '/slotgame?gp_id=GPR8']) {
    test(`bare ${path} goes to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(main(page).getByRole('heading', { name: 'Games' })).toBeVisible();
    });
  }

  test('/slotgame with its query is the slot list, titled from the SEO table', async ({ page }) => {
    await page.goto('/slotgame?gt_id=2&gp_id=GPR8&house=0');
    await expect(main(page).getByRole('heading', { name: 'Slot games' })).toBeVisible();
    await expect(page).toHaveTitle('R8 Slots – Online Slot Games with Free Spins and Jackpots | Croupier Demo');
  });

  test('/register (not production) opens the register tab on the spot, once', async ({ page }) => {
    await page.goto('/register?invite=FRIEND7');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
    expect(pathOf(page)).toBe('/register?invite=FRIEND7');
    expect(await page.evaluate(() => sessionStorage.getItem('registerEntry'))).toBe('{"invite":"FRIEND7"}');

    await page.goto('/');
    await expect(main(page).getByRole('heading', { name: 'Games' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('/register in production leaves the isRouteRegister flag and opens the register modal once on /', async ({
    page,
  }) => {
    // The same api answer, as a production deployment would send it.
    await page.route('**/api/arks/web/site/detail', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { env_config: { environment: string } } };
      json.data.env_config.environment = 'production';
      await route.fulfill({ response, json });
    });
    await page.goto('/register?id=88');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
    expect(await cookie(page, 'isRouteRegister')).toBeUndefined();

    await page.reload();
    await expect(main(page).getByRole('heading', { name: 'Games' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('the auth guard', () => {
  test('a guest asking for the member centre gets the login modal; after login it opens in its own window (desktop)', async ({
    page,
  }) => {
    await page.goto('/user/Deposit');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();

    const memberWindow = page.waitForEvent('popup');
    await submitLogin(page, TEST_CAPTCHA);
    await expect(page.getByRole('dialog')).toBeHidden();
    const popup = await memberWindow;
    await expect(popup).toHaveURL(/\/user\/Deposit$/);
    await expect(main(popup).getByRole('heading', { name: 'Member centre' })).toBeVisible();
    await expect(header(page)).toContainText('player01');
  });

  test('on a phone the guard returns to the requested page itself after login', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/user/Deposit?amount=500');
    await expect(page).toHaveURL(/\/$/);
    await submitLogin(page, TEST_CAPTCHA);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/user\/Deposit\?amount=500$/);
    // A phone shows the member centre's page full width, under a way back to its menu.
    await expect(main(page).getByRole('heading', { name: 'Deposit' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Back to the menu/ })).toBeVisible();
  });

  test('the public agent page stays open to guests', async ({ page }) => {
    await page.goto('/proxy/Plan');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Commission plan' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(pathOf(page)).toBe('/proxy/Plan');
  });
});

test.describe('error page', () => {
  test('an unknown path: 404, its title, noindex, and a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(main(page).getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/404-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload(); // the layout follows a resize only after its 1 s debounce
    await expect(main(page).getByText('Page not found: /no/such/page')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/404-mobile.png`, fullPage: true });

    await main(page).getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("a help page id outside the list fails validation: 'Page Not Found: /faq/9'", async ({ page }) => {
    await page.goto('/faq/9');
    await expect(main(page).getByText('Page Not Found: /faq/9')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
  });
});

test.describe('pages and titles', () => {
  test('a help page from the api, with its title and the topics', async ({ page }) => {
    await page.goto('/faq/3');
    const article = main(page).getByRole('article', { name: 'Responsible Gaming' });
    await expect(article).toContainText('Set a time limit');
    await expect(page).toHaveTitle('Responsible Gaming | Croupier Demo');
    const topics = main(page).getByRole('navigation', { name: 'Help topics' });
    await expect(topics.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/faq-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(article).toContainText('Set a time limit');
    await page.screenshot({ path: `${SHOTS}/faq-mobile.png`, fullPage: true });

    await topics.getByRole('link', { name: 'Withdrawal Guidelines' }).click();
    await expect(main(page).getByRole('article', { name: 'Withdrawal Guidelines' })).toBeVisible();
    await expect(page).toHaveTitle('How to Withdraw – Fast Withdrawals to Your Bank | Croupier Demo');
  });

  test('each route has its title and description; the home title is the site title', async ({ page }) => {
    const titles: [string, string][] = [
      ['/', SITE_TITLE],
      ['/gameHall/3', 'Live Casino India – Teen Patti, Andar Bahar, Roulette & Baccarat | Croupier Demo'],
      ['/gameHall/4', 'Sports Betting – IPL, Test & T20 Cricket, Football and Kabaddi Odds | Croupier Demo'],
      ['/app', 'Download the Croupier Demo App – Cricket Betting & Casino on Android and iOS'],
      ['/sponsor', 'Sponsorships – Cricket Teams and Events We Support | Croupier Demo'],
      ['/discount', 'Promotions & Bonuses – Welcome Bonus, Cashback and IPL Offers | Croupier Demo'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      // The hidden SEO heading.
      await expect(page.getByRole('heading', { level: 1, name: path === '/' ? SITE_TITLE : title })).toBeAttached();
    }
  });

  test('the app download and sponsor pages', async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [width, height, name] of [
      [1280, 800, 'desktop'],
      [390, 844, 'mobile'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/app');
      await expect(main(page).getByRole('heading', { name: 'Get the Croupier Demo app' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/app-${name}.png`, fullPage: true });
      await page.goto('/sponsor');
      await expect(main(page).getByRole('heading', { name: 'Our sponsorships' })).toBeVisible();
      await expect(main(page).getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/sponsor-${name}.png`, fullPage: true });
    }
  });

  test('a page transition shows the loading bar, which then goes away', async ({ page }) => {
    await page.goto('/faq');
    await main(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeAttached();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(main(page).getByRole('article', { name: 'About Us' })).toBeVisible();
  });

  test('header=false hides the mobile header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faq/1?header=false');
    await expect(main(page).getByRole('article', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
