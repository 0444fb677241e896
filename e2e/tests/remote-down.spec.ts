// A remote that is down never takes the shell down; a fallback
// with Retry stands in its place and the rest of the site keeps working.
import { expect, test } from '../support/test.js';
import { TEST_CAPTCHA } from '../support/ports.js';
import { logIn, loginButton } from '../support/site.js';
import { startService, stopService } from '../support/stack-control.js';

test.afterEach(async () => {
  // Whatever happened, the next test gets the whole stack back.
  await startService('mf-games');
});

test('the site works without mf-games and recovers with Retry', async ({ page }) => {
  await stopService('mf-games');
  await page.goto('/');

  await expect(loginButton(page)).toBeVisible();
  const fallback = page.getByRole('alert').filter({ has: page.getByRole('button', { name: /retry/i }) });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('heading', { name: /games/i })).toHaveCount(0);

  // mf-auth is a separate remote: logging in does not depend on mf-games.
  await logIn(page, TEST_CAPTCHA);

  await startService('mf-games');
  await fallback.getByRole('button', { name: /retry/i }).click();
  await expect(fallback).toBeHidden();
  await expect(page.getByRole('heading', { name: /games/i })).toBeVisible();
});
