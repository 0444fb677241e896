// The project's own first-load benchmark: the JavaScript a guest's browser actually fetches
// before the header is on screen, measured in Chromium against the built site. The budgets are
// what the page costs today (shell 244 KB, home 332 KB gzip on 2026-11-21) plus ~10 % headroom;
// a change that blows one should be a decision, written down in the README's Performance notes.
import { expect, test } from '@playwright/test';
import { recordJs } from '../support/js-budget.js';
import { loginButton } from '../support/site.js';
import { E2E_BASE_URL } from '../support/ports.js';

const KB = 1024;
/** Shell + shared singletons (react, react-dom, router, query, i18next, MF runtime) before first paint. */
const SHELL_FIRST_RENDER_BUDGET = 270 * KB;
/** All JavaScript of the home page once every remote it shows has mounted. */
const HOME_TOTAL_BUDGET = 370 * KB;

test('the shell reaches its first render within the JavaScript budget', async ({ page }, testInfo) => {
  const recorder = recordJs(page);

  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  await recorder.settle();
  const shell = recorder.byOrigin().get(new URL(E2E_BASE_URL).origin) ?? 0;

  await expect(page.getByRole('heading', { name: /games/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await recorder.settle();
  const total = recorder.total();

  const table = [...recorder.byOrigin()].map(([origin, bytes]) => `${origin} ${(bytes / KB).toFixed(1)} KB`);
  testInfo.annotations.push({ type: 'js-gzip', description: table.join('; ') });
  console.log(`first render (shell origin): ${(shell / KB).toFixed(1)} KB gzip; home total: ${(total / KB).toFixed(1)} KB gzip`);
  console.log(table.join('\n'));

  expect(shell).toBeGreaterThan(0);
  expect(shell).toBeLessThan(SHELL_FIRST_RENDER_BUDGET);
  expect(total).toBeLessThan(HOME_TOTAL_BUDGET);
});
