// Spec 02 §4, §5, §8 in Chromium against the real stack: a member launches a slot of the api's
// demo provider in the game window, spins, closes the window and gets the balance back to the
// cent; a second launch while the first is starting is refused with its message; a provider in
// maintenance shows the maintenance dialog; at phone width a game opens in a window even where
// the brand's rules say modal (GPAG live games), which on desktop open in the modal.
// Every test uses its own freshly registered member with a known balance.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import type { GameEntry } from '@croupier/shared/contracts';
import { SLOT_LIST, escapeRegExp, freshMember, gamesOf, signIn } from '../support/games.js';
import { asOperator } from '../support/operator.js';
import { header } from '../support/site.js';

const SHOTS = '/tmp/launcher-shots';
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** The provider's first game of a type (or the one with `code`), with its English name. */
async function gameOf(
  request: APIRequestContext,
  gp_id: string,
  gt_id: number,
  code?: string,
): Promise<{ entry: GameEntry; name: string }> {
  const games = await gamesOf(request, gp_id, gt_id);
  const found = games.find(({ entry }) => code === undefined || entry.game_code === code);
  if (!found) throw new Error(`no ${gp_id} game ${code ?? ''} of type ${gt_id}`);
  return found;
}

/** A game's card button in a list (its name starts the button's name; the favourite switch is another button). */
const gameButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }).first();
const balanceOf = (page: Page) => page.getByRole('paragraph').filter({ hasText: /^Balance/ });
/** '$1,234.50' -> '1,234.50' (the header writes the same grouping). */
const amount = (text: string) => /[\d,]+\.\d{2}/.exec(text)?.[0] ?? 'no amount';

test('a member plays in the game window, closes it, and the balance comes back exactly', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'gl', cash: '250.00' });
  const { name } = await gameOf(request, 'GPR8', 2);
  // The member is quicker than the socket: the private channel is joined only after the launch,
  // so play1's member.cash is never delivered; the join's refetch must show the moved balance.
  let joinChannel!: () => void;
  const launched = new Promise<void>((resolve) => (joinChannel = resolve));
  await page.route('**/broadcasting/auth', async (route) => {
    await launched;
    await route.continue();
  });
  await signIn(page, member, SLOT_LIST);
  await expect(header(page)).toContainText('250.00');

  const popupOpened = page.waitForEvent('popup');
  await gameButton(page, name).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/provider\/slot\?token=/);
  await expect(popup.getByRole('heading', { name })).toBeVisible();
  await expect(balanceOf(popup)).toContainText('$250.00');
  await expect(header(page)).toContainText('250.00');
  joinChannel();
  // play1 moved the whole main balance into the provider's wallet.
  await expect(header(page)).toContainText('0.00');
  await expect(header(page)).not.toContainText('250.00');

  const spin = popup.getByRole('button', { name: 'Spin', exact: true });
  for (let i = 0; i < 3; i++) {
    await spin.click();
    await expect(spin).toBeEnabled();
  }
  await expect(popup.getByRole('status')).not.toBeEmpty();
  await popup.screenshot({ path: `${SHOTS}/slot-window.png` });
  const shown = amount((await balanceOf(popup).textContent()) ?? '');
  expect(shown).not.toBe('no amount');

  await popup.close();
  // The window poll runs the quit step: leave1 returns the provider balance, member.cash shows it.
  await expect(header(page)).toContainText(shown);
  await page.screenshot({ path: `${SHOTS}/after-window-1280.png` });
});

test('on desktop two different games play side by side, each in its window; closing both returns the balance', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'gl', cash: '75.00' });
  const [first, second] = (await gamesOf(request, 'GPR8', 2)).map((g) => g.name);
  expect(second, 'the seed has two R8 slots').toBeTruthy();
  await signIn(page, member, SLOT_LIST);

  const launch = async (name: string) => {
    const popupOpened = page.waitForEvent('popup');
    await gameButton(page, name).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/api\/provider\/slot\?token=/);
    await expect(popup.getByRole('heading', { name })).toBeVisible();
    return popup;
  };
  const one = await launch(first as string);
  const two = await launch(second as string);
  expect(one.isClosed()).toBe(false); // the second game did not take the first one's window
  await expect(one.getByRole('heading', { name: first as string })).toBeVisible();
  await expect(header(page)).not.toContainText('75.00');

  // The first game's lobby button (/close) ends that game only: no money moves while the other plays.
  await one.getByRole('link', { name: /Back to lobby/ }).click();
  await expect.poll(() => one.isClosed()).toBe(true);
  await page.waitForTimeout(1_500); // three window polls
  expect(two.isClosed()).toBe(false);
  await expect(header(page)).not.toContainText('75.00');
  await expect(two.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();

  await two.close();
  await expect(header(page)).toContainText('75.00');
});

test('a second launch while the first is starting is refused with its message', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'gl', cash: '40.00' });
  const { name } = await gameOf(request, 'GPR8', 2);
  await signIn(page, member, SLOT_LIST);

  // Hold play1 so the launch stays "starting".
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/member/game/play1', async (route) => {
    await held;
    await route.continue();
  });

  const popupOpened = page.waitForEvent('popup');
  await gameButton(page, name).click();
  const popup = await popupOpened;
  // While starting the card says it is busy (aria-disabled) but still takes the click, so the
  // launcher can say why: Playwright's wait for an enabled element is skipped, as a visitor would.
  await gameButton(page, name).click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'A game is starting. Please wait.' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/refused-starting-1280.png` });

  release();
  await popup.waitForURL(/\/api\/provider\/slot\?token=/);
  await expect(balanceOf(popup)).toContainText('$40.00');
  await popup.close();
  await expect(header(page)).toContainText('40.00');
});

test('a provider in maintenance shows the maintenance dialog with its times', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'gl', cash: '10.00' });
  const { name } = await gameOf(request, 'GPR8', 2);
  const start = new Date(Date.now() - 60_000).toISOString();
  const end = new Date(Date.now() + 2 * 3_600_000).toISOString();
  await asOperator(request, '/games/providers/GPR8/maintenance', { start, end });
  try {
    await signIn(page, member, SLOT_LIST);
    const popupOpened = page.waitForEvent('popup');
    await gameButton(page, name).click();
    const popup = await popupOpened;

    const dialog = page.getByRole('dialog', { name: 'Under maintenance' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      /This game is under maintenance from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d to \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\./,
    );
    await expect(dialog.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/maintenance-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/maintenance-390.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // Nothing moved: the main balance is untouched.
    await expect(header(page)).toContainText('10.00');
  } finally {
    await asOperator(request, '/games/providers/GPR8/maintenance', { clear: true });
  }
});

test('the brand forces GPAG live games to the modal on desktop, but at 390 px they open in a window', async ({
  page,
  request,
}) => {
  const member = await freshMember(request, { prefix: 'gl', cash: '30.00' });
  const { name } = await gameOf(request, 'GPAG', 3, 'lobby'); // the live lobby the hall lists

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, member, '/gameHall/3');
  await gameButton(page, name).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal).toBeVisible();
  const frame = modal.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/modal-1280.png` });
  // Focus is in the game's frame; Escape there still closes the modal.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(header(page)).toContainText('30.00');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const popupOpened = page.waitForEvent('popup');
  await gameButton(page, name).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/provider\/slot\?token=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/window-390.png` });
  await popup.close();
  await expect(header(page)).toContainText('30.00');
});

test("a modal game's own lobby button ends it and brings the balance back", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'gl', cash: '12.00' });
  const { name } = await gameOf(request, 'GPAG', 3, 'lobby');
  await signIn(page, member, '/gameHall/3');
  await gameButton(page, name).click();
  const modal = page.getByRole('dialog', { name });
  const frame = modal.frameLocator('iframe');
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  await expect(spin).toBeEnabled();
  const shown = amount(
    (await frame
      .getByRole('paragraph')
      .filter({ hasText: /^Balance/ })
      .textContent()) ?? '',
  );
  // The game goes to lobby_url (/close) inside the frame: the site, not the frame, takes it from there.
  await frame.getByRole('link', { name: /Back to lobby/ }).click();
  await expect(modal).toBeHidden();
  await expect(header(page)).toContainText(shown);
  await expect(page).toHaveURL(/\/gameHall\/3$/);
});

test('a brand with page mode shows the game on /play; leaving it returns to / with the balance back', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The same site detail, as a brand that opens games in the page would send it.
  await page.route('**/api/arks/web/site/detail', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { settings: Record<string, unknown> } };
    json.data.settings.GAME_OPEN_MODE = 'page';
    await route.fulfill({ response, json });
  });
  const member = await freshMember(request, { prefix: 'gl', cash: '20.00' });
  const { name } = await gameOf(request, 'GPR8', 2);
  await signIn(page, member, SLOT_LIST);

  await gameButton(page, name).click();
  await expect(page).toHaveURL(/\/play$/);
  const screen = page.getByRole('region', { name: 'Game screen' });
  await expect(screen.getByRole('heading', { name })).toBeVisible();
  const frame = screen.frameLocator('iframe');
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  await expect(spin).toBeEnabled();
  const shown = amount(
    (await frame
      .getByRole('paragraph')
      .filter({ hasText: /^Balance/ })
      .textContent()) ?? '',
  );
  await page.screenshot({ path: `${SHOTS}/play-page-1280.png` });

  await screen.getByRole('button', { name: 'Exit game' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(header(page)).toContainText(shown);
});
