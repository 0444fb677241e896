// Spec 02 §2-§5 (lists) and spec 01 §2 (halls, /slotgame) in Chromium against the real stack: a
// guest opens a hall, goes to a provider's list and, launching a real game, is asked to log in;
// a member's favourite shows at once, under my_favorite, and after a reload; games a member
// launched are listed under last_play, most recent first. Screenshots of home, a hall and a
// slot list at 1280 and 390 px go to /tmp/d1-shots/.
// Each member test registers its own member, so no other test's data is touched.
import fs from 'node:fs';
import { expect, test, type Page } from '../support/test.js';
import { SLOT_LIST, escapeRegExp, freshMember, gamesOf, signIn } from '../support/games.js';
import { header } from '../support/site.js';

const SHOTS = '/tmp/d1-shots';
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** A game's card in a list: its name starts the button's name (a hot/new badge may follow). */
const gameButton = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( (Hot|New))?$`) }).first();
const panel = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab });

test('a guest opens a hall, then a provider list, and is asked to log in to play a real game', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first] = await gamesOf(request, 'GPR8', 2);
  await page.goto('/gameHall/2');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
  // The platform description: the brand's PLATFORM_ORDER first. By role: the page's own text, not
  // the first paint's copy standing over it (hidden from readers) while mf-games loads its data.
  await expect(page.getByRole('paragraph').filter({ hasText: /^Platforms: R8 Slots, / })).toBeVisible();

  await page.getByRole('region', { name: 'Providers' }).getByRole('link', { name: 'R8 Slots' }).click();
  await expect(page).toHaveURL(/\/slotgame\?gt_id=2&gp_id=GPR8&house=0$/);
  await expect(page.getByRole('heading', { level: 2, name: 'R8 Slots' })).toBeVisible();

  // Guests have no favourite switches; the member tabs ask them to log in.
  await expect(page.getByRole('button', { name: /^Favourite:/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'My favourites' }).click();
  await expect(panel(page, 'My favourites')).toContainText('Log in to see your favourite games.');
  await page.getByRole('tab', { name: 'All games' }).click();

  await gameButton(panel(page, 'All games'), first?.name ?? '').click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(/log in/i);
  await page.screenshot({ path: `${SHOTS}/guest-question-390.png` });
  await question.getByRole('button', { name: /log in/i }).click();
  // The login modal (mf-auth) opens.
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /account/i })).toBeVisible();
});

test("on desktop the brand's game room shows the slot providers beside the list", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gameHall/2');
  await page.getByRole('region', { name: 'Providers' }).getByRole('link', { name: 'R8 Slots' }).click();
  await expect(page).toHaveURL(/\/gameRoom\?gt_id=2&gp_id=GPR8&house=0$/);
  const providers = page.getByRole('navigation', { name: 'Providers' });
  await expect(providers.getByRole('link', { name: 'R8 Slots' })).toHaveAttribute('aria-current', 'page');
  await expect(panel(page, 'All games').getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gameroom-1280.png` });

  // Another provider: its list, in the same room.
  const other = providers.getByRole('link').nth(1);
  const otherName = (await other.textContent()) ?? '';
  await other.click();
  await expect(page.getByRole('heading', { level: 3, name: otherName })).toBeVisible();
  await expect(providers.getByRole('link', { name: otherName })).toHaveAttribute('aria-current', 'page');
});

test('a member favourites a game: it flips at once, shows under my_favorite, and stays after a reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'dl' });
  const games = await gamesOf(request, 'GPR8', 2);
  const chosen = games[3];
  if (!chosen) throw new Error('GPR8 has too few games');
  await signIn(page, member, SLOT_LIST);

  const toggle = page.getByRole('button', { name: `Favourite: ${chosen.name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const stored = page.waitForResponse('**/api/arks/web/member-games/favorite/store');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(((await (await stored).json()) as { code: number }).code).toBe(100);
  await page.screenshot({ path: `${SHOTS}/member-slotgame-1280.png` });

  await page.getByRole('tab', { name: 'My favourites' }).click();
  const favourites = panel(page, 'My favourites');
  await expect(gameButton(favourites, chosen.name)).toBeVisible();
  await expect(favourites.getByRole('button', { name: /^Favourite:/ })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('button', { name: `Favourite: ${chosen.name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'My favourites' }).click();
  await expect(gameButton(panel(page, 'My favourites'), chosen.name)).toBeVisible();

  // And off again, from the favourites tab.
  await panel(page, 'My favourites')
    .getByRole('button', { name: `Favourite: ${chosen.name}` })
    .click();
  await page.reload();
  await page.getByRole('tab', { name: 'My favourites' }).click();
  await expect(panel(page, 'My favourites')).toContainText('No favourites yet.');
});

test('games a member launched are listed under last_play, most recent first', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'dl', cash: '20.00' });
  const games = await gamesOf(request, 'GPR8', 2);
  const [older, newer] = [games[1], games[2]];
  if (!older || !newer) throw new Error('GPR8 has too few games');
  await signIn(page, member, SLOT_LIST);
  await page.getByRole('tab', { name: 'Last played' }).click();
  await expect(panel(page, 'Last played')).toContainText('You have not played any game of this provider yet.');
  await page.getByRole('tab', { name: 'All games' }).click();

  for (const game of [older, newer]) {
    // Desktop opens the game in its window; closing it ends the game (the launcher's quit step).
    const popupOpened = page.waitForEvent('popup');
    await gameButton(panel(page, 'All games'), game.name).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/api\/provider\/slot\?token=/);
    await popup.close();
    await expect(header(page)).toContainText('20.00');
  }

  await page.getByRole('tab', { name: 'Last played' }).click();
  const played = panel(page, 'Last played').getByRole('listitem');
  await expect(played).toHaveText([
    new RegExp(`^${escapeRegExp(newer.name)}`),
    new RegExp(`^${escapeRegExp(older.name)}`),
  ]);
  await page.screenshot({ path: `${SHOTS}/member-last-played-1280.png` });
});

test('home, a hall and a slot list at 1280 and 390 px: no sideways scroll, no layout shift from images', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path, ready] of [
      ['home', '/', () => page.getByRole('navigation', { name: 'Game types' })],
      ['hall-2', '/gameHall/2', () => page.getByRole('region', { name: 'Providers' })],
      ['hall-3', '/gameHall/3', () => page.getByRole('region', { name: /Providers|Games/ }).first()],
      ['slotgame', SLOT_LIST, () => page.getByRole('tabpanel', { name: 'All games' }).getByRole('listitem').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready()).toBeVisible();
      // Every thumbnail has its box before it loads.
      const unsized = await page
        .locator('.mfg img')
        .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length);
      expect(unsized).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // What a visitor sees: the first screen and the next (cards off screen are not rendered).
      for (const screen of [0, 1]) {
        await page.evaluate((n) => window.scrollTo(0, n * window.innerHeight * 0.9), screen);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${screen}.png` });
      }
    }
  }
});
