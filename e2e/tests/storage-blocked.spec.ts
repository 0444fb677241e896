// A browser that blocks site data throws SecurityError on window.localStorage
// and window.sessionStorage. The site still starts (shared's browserStorage keeps things in
// memory), and a login holds for the page's life; a reload starts as a guest again.
import { PLAYER, TEST_CAPTCHA } from '../support/ports.js';
import { header, loginButton, logIn } from '../support/site.js';
import { expect, test } from '../support/test.js';

test('with storage blocked the home page renders and a login works for the page', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
  // With no storage the default cancel of the pop-up bulletin (support/test.ts) cannot hold: the
  // seed's bulletins (guest and member) are answered empty here, so it does not cover the page.
  await page.route(/\/api\/arks\/web\/bulletin(\/member)?$/, (route) =>
    route.fulfill({ json: { code: 100, message: 'success', data: { list: [], setting: { display_frequency: 1 } } } }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /games/i })).toBeVisible();
  await expect(page.evaluate(() => localStorage.length)).rejects.toThrow(/SecurityError|Access is denied/);

  await logIn(page, TEST_CAPTCHA);
  await expect(header(page)).toContainText(/1,?000\.00|\d/);
  // A navigation inside the page keeps the member.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(header(page)).toContainText(PLAYER.account);

  await page.reload();
  await expect(loginButton(page)).toBeVisible();
  expect(errors).toEqual([]);
});
