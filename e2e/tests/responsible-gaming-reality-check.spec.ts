// The reality check in Chromium against the real stack: a member who chose reality checks every 15 minutes
// gets the check over the running game (modal mode and a game window) after 15 minutes, the
// game's page shows the same message, an answer in either place answers both, and Log out in the
// game window logs the site out. axe-core finds nothing with the dialog open; 1280 and 390 px.
//
// The 15 minutes pass on the page's clock (Playwright's page.clock, installed before the page
// loads, then fastForward): the page schedules from the api's started_at through the offset the
// api's server_time gave, so moving the page's clock is what a long session looks like to it. The
// api's clock does not move: the check's "logged in for" is the check's own time (k × interval).
import { expect, test, type Page } from '../support/test.js';
import type { LoginSession } from '@croupier/shared/contracts';
import { axeViolations } from '../support/axe.js';
import { SLOT_LIST, escapeRegExp, freshMember, gamesOf, signIn } from '../support/games.js';
import { memberCall } from '../support/member-centre.js';
import { header, loginButton } from '../support/site.js';

const LOGGED_IN = 'You have been logged in for 15 minutes.';
/** After fifteenMinutesPass: the first check, or the second when the clock moved before the timer was set. */
const LOGGED_IN_AFTER_MOVES = /You have been logged in for (15|30) minutes\./;
const NET_RESULT = /Your net result this session: -?\$[\d,]+\.\d{2}/;

/** The check says how long and how much (the site's copy in two paragraphs, the game's in one). */
async function expectCheckText(dialog: ReturnType<typeof realityCheck>, loggedIn: string | RegExp = LOGGED_IN) {
  await expect(dialog).toContainText(loggedIn);
  await expect(dialog).toContainText(NET_RESULT);
}

/**
 * Moves the page's clock 15 minutes on until the check shows. The page sets its timer just after
 * the state arrives; when a move comes before that, the page has seen 15 minutes pass already and
 * waits for the second check (30 minutes), which the next move brings.
 */
async function fifteenMinutesPass(page: Page) {
  // First the timers the page has just set run in their own order (a parcel reports its mount
  // through a setTimeout of 0 ms): a jump fires every overdue timer in the order they were set,
  // which would put a parcel's 10 s mount limit, set earlier, before the report it waits for.
  await page.clock.runFor(500);
  await expect(async () => {
    await page.clock.fastForward('15:05');
    await expect(realityCheck(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/**
 * Signs in, waits until the member-services parcel has read the state and no script is in flight
 * (the remotes loaded): the clock may move only then, or it would time out a remote still loading.
 */
async function signInAndSchedule(page: Page, member: LoginSession, path: string) {
  const stateRead = () => page.waitForResponse((r) => r.url().endsWith('/api/arks/web/member/responsible_gaming'));
  if (path !== '/') {
    const read = stateRead();
    await signIn(page, member);
    await read;
  }
  // From the last page load on: the scripts (the remotes, whose load and mount have a time limit).
  const pending = new Set<unknown>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  const read = stateRead();
  if (path === '/') await signIn(page, member);
  else await page.goto(path);
  await read;
  await expect.poll(() => pending.size, { intervals: [100] }).toBe(0);
}

async function realityCheckEvery15(request: Parameters<typeof freshMember>[0], member: LoginSession) {
  const set = await memberCall(request, member, '/arks/web/member/responsible_gaming/reality_check', {
    interval_minutes: 15,
  });
  expect(set.code, set.message).toBe(100);
}

/** The same site detail, as a brand that opens games in the modal would send it. */
async function modalBrand(page: Page) {
  await page.route('**/api/arks/web/site/detail', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { settings: Record<string, unknown> } };
    json.data.settings.GAME_OPEN_MODE = 'modal';
    await route.fulfill({ response, json });
  });
}

const gameButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }).first();
function realityCheck(page: Pick<Page, 'getByRole'>) {
  return page.getByRole('dialog', { name: 'Reality check' });
}

test('over a game in the modal: the check comes after 15 minutes, over the game, and the game shows it too', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  const member = await freshMember(request, { prefix: 'rc', cash: '50.00' });
  await realityCheckEvery15(request, member);
  const name = (await gamesOf(request, 'GPR8', 2))[0]!.name;
  await modalBrand(page);
  await signInAndSchedule(page, member, SLOT_LIST);

  await gameButton(page, name).click();
  const game = page.getByRole('dialog', { name });
  const frame = game.frameLocator('iframe');
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  await expect(spin).toBeEnabled();

  await page.clock.fastForward('14:50');
  await expect(realityCheck(page)).toHaveCount(0);
  await page.clock.fastForward('00:15');
  const check = realityCheck(page);
  await expect(check).toBeVisible();
  await expectCheckText(check);
  // Over everything: its centre is the check's own, not the game's.
  const onTop = await check.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop).toBe(true);
  await expect(check.getByRole('button', { name: 'Keep playing' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'View history' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The game's page shows the same message, and play waits.
  const inGame = frame.getByRole('dialog', { name: 'Reality check' });
  await expect(inGame).toBeVisible();
  await expectCheckText(inGame);
  // The rest of the game's page is inert meanwhile.
  await expect(frame.locator('#spin')).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/reality-check-modal-1280.png' });

  // Answered on the site: the game's copy goes too, and play goes on.
  await check.getByRole('button', { name: 'Keep playing' }).click();
  await expect(check).toBeHidden();
  await expect(inGame).toBeHidden();
  await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  await expect(game).toBeVisible();

  // The next one 15 minutes later.
  await page.clock.fastForward('15:05');
  await expect(check).toBeVisible();
  await expect(inGame).toBeVisible();
});

test('a game window shows the check; Keep playing there answers the site, Log out there logs the site out', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  const member = await freshMember(request, { prefix: 'rc', cash: '20.00' });
  await realityCheckEvery15(request, member);
  const name = (await gamesOf(request, 'GPR8', 2))[0]!.name;
  await signInAndSchedule(page, member, SLOT_LIST);

  const popupOpened = page.waitForEvent('popup');
  await gameButton(page, name).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/provider\/slot\?token=/);
  await expect(popup.getByRole('heading', { name })).toBeVisible();

  await fifteenMinutesPass(page);
  await expectCheckText(realityCheck(page), LOGGED_IN_AFTER_MOVES);
  const inWindow = realityCheck(popup);
  await expectCheckText(inWindow, LOGGED_IN_AFTER_MOVES);
  // The same time in both.
  await expect(inWindow).toContainText(
    (await realityCheck(page).getByText(LOGGED_IN_AFTER_MOVES).textContent()) ?? 'no text',
  );
  await expect(inWindow.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  expect(await axeViolations(popup)).toEqual([]);
  await popup.screenshot({ path: '/tmp/reality-check-window.png' });

  // Keep playing in the game window answers the site's check too.
  await inWindow.getByRole('button', { name: 'Keep playing' }).click();
  await expect(inWindow).toBeHidden();
  await expect(realityCheck(page)).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();

  await fifteenMinutesPass(page);
  await expect(inWindow).toBeVisible();
  await inWindow.getByRole('button', { name: 'Log out' }).click();
  // The answer is the member's decision: no second "a game is still running" question.
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'A game is still running' })).toHaveCount(0);
  await expect(header(page)).not.toContainText(member.member_account);
  await expect(realityCheck(page)).toHaveCount(0);
  // The logout closes every popup of the site.
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test('at 390 px the check fits the screen, and View history opens the transactions', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  const member = await freshMember(request, { prefix: 'rc', cash: '5.00' });
  await realityCheckEvery15(request, member);
  const name = (await gamesOf(request, 'GPR8', 2))[0]!.name;
  await signInAndSchedule(page, member, SLOT_LIST);
  // The page is up (the games list mounted) before its clock moves.
  await expect(gameButton(page, name)).toBeVisible();

  await fifteenMinutesPass(page);
  const check = realityCheck(page);
  await expectCheckText(check, LOGGED_IN_AFTER_MOVES);
  const box = await check.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/reality-check-390.png' });

  await check.getByRole('button', { name: 'View history' }).click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(/\/user\/Transaction$/);
});
