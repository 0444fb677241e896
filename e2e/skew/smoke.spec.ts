// npm run skew's smoke (scripts/skew.mjs): what a visitor does most, on a stack whose shell and
// remotes come from two versions of the front end. Each flow checks what the visitor sees; around
// every one, no part of the page may stand refused ("This module was built for contract …") or in
// a remote's fallback ("This part of the site could not be loaded"), the shell may log no failed or
// refused remote, and no page may throw an uncaught error.
import { AGENT01, openAgentPage } from '../support/agent-area.js';
import { SLOT_LIST, escapeRegExp, freshMember, gamesOf, signIn } from '../support/games.js';
import { apiLogin, main, openMemberPage } from '../support/member-centre.js';
import { TEST_CAPTCHA } from '../support/ports.js';
import { header, logIn, loginButton } from '../support/site.js';
import { expect, test, type Page } from '../support/test.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The shell's words for a remote it refused or could not load (its core en_US locale). */
const REFUSED = /This module was built for contract/;
const FALLBACK = 'This part of the site could not be loaded';
/** What the shell logs when a remote fails or is refused. */
const SHELL_REMOTE_ERROR = /\[shell\] remote \S+ (failed|refused)/;

const gameButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }).first();

let problems: string[] = [];

test.beforeEach(async ({ context }) => {
  problems = [];
  context.on('console', (message) => {
    if (SHELL_REMOTE_ERROR.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
});

test.afterEach(async ({ context }) => {
  const seen = [...problems];
  for (const page of context.pages()) {
    for (const text of await page.getByText(REFUSED).allTextContents()) seen.push(`shown: ${text}`);
    for (const text of await page.getByText(FALLBACK).allTextContents()) seen.push(`shown: ${text}`);
  }
  // The problems themselves are the message, each once: the report's first line names them.
  const distinct = [...new Set(seen)];
  expect(distinct, distinct.join('; ')).toEqual([]);
});

test('home: the header, the main navigation and the games lobby', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  await expect(
    header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Game types' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /games/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('login: the seeded player logs in through the login modal and the header shows the account', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await logIn(page, TEST_CAPTCHA);
  const account = header(page).getByRole('region', { name: 'Your account' });
  await expect(account).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test("a game hall: the slots hall lists its providers, a provider's list shows its games", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const [first] = await gamesOf(request, 'GPR8', 2);
  await page.goto('/gameHall/2');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
  await page.getByRole('region', { name: 'Providers' }).getByRole('link', { name: 'R8 Slots' }).click();
  await expect(page).toHaveURL(/\/slotgame\?gt_id=2&gp_id=GPR8&house=0$/);
  await expect(page.getByRole('heading', { level: 2, name: 'R8 Slots' })).toBeVisible();
  await expect(gameButton(page, first?.name ?? 'no R8 slot')).toBeVisible();
});

test('a game launch: the game opens in its window with the balance, and closing it brings the balance back', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'skew', cash: '50.00' });
  const [game] = await gamesOf(request, 'GPR8', 2);
  const name = game?.name ?? 'no R8 slot';
  await signIn(page, member, SLOT_LIST);
  await expect(header(page)).toContainText('50.00');

  const popupOpened = page.waitForEvent('popup');
  await gameButton(page, name).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/provider\/slot\?token=/);
  await expect(popup.getByRole('heading', { name })).toBeVisible();
  await expect(popup.getByRole('paragraph').filter({ hasText: /^Balance/ })).toContainText('$50.00');
  // The launch moved the main balance into the provider's wallet.
  await expect(header(page)).not.toContainText('50.00');

  await popup.close();
  await expect(header(page)).toContainText('50.00');
});

test("the member centre: the profile and the wallet show the member's own account and balance", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'skew', cash: '75.25' });
  await signIn(page, member);
  await openMemberPage(page, 'Info', 'Profile');
  await expect(main(page)).toContainText(member.member_account);
  await openMemberPage(page, 'MyWallet', 'Wallet');
  await expect(main(page)).toContainText('75.25');
  await expect(
    page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Letters' }),
  ).toBeVisible();
});

test('the agent centre: agent01 sees its downline and finds a sub-agent in it', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, await apiLogin(request, AGENT01));
  await openAgentPage(page, 'DownlineInfo', 'Downline');
  const downline = main(page).getByRole('table', { name: 'Downline' });
  await expect(downline.getByRole('cell').first()).toBeVisible();
  const search = main(page).getByRole('search', { name: 'Search the downline' });
  await search.getByLabel('Account').fill('subagent01');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(downline.getByRole('cell', { name: 'subagent01', exact: true })).toBeVisible();
});

test('promotions: the home banners and announcements, and the promotions page with its promotions', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Banners', exact: true });
  await expect(banners.getByRole('img').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Announcements', exact: true }).getByRole('button').first(),
  ).toBeVisible();

  await header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/discount$/);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Promotions' }).getByRole('heading', { level: 3 })).toContainText([
    'Welcome Gift',
  ]);
});
