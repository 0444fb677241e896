// The home page loads every enabled remote without an uncaught error.
import { expect, test } from '../support/test.js';
import { loginButton } from '../support/site.js';

test('the home page raises no uncaught errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));

  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /games/i })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(errors).toEqual([]);
});
