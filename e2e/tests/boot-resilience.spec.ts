// Nothing a visitor's browser holds or the network does leaves a blank page. A malformed
// cookie (a truncated value, another app's cookie on the same domain) is ignored and rewritten; a
// boot that fails (env.json or the site detail unreachable) shows a readable page with a reload
// button, in the visitor's language when i18n is up, and reloading recovers once the cause is gone.
import { expect, test, type BrowserContext, type Page } from '../support/test.js';
import { axeViolations } from '../support/axe.js';
import { E2E_BASE_URL } from '../support/ports.js';
import { loginButton } from '../support/site.js';

const SHOTS = process.env.E2E_SHOTS_DIR; // set to keep screenshots (e.g. /tmp/boot-shots)
const MALFORMED = '%E0%A4%A';

const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'i18n_redirected');

/** Uncaught page errors, collected from the first navigation on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a malformed language cookie is ignored: the home page renders and the cookie is rewritten', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: MALFORMED, url: E2E_BASE_URL }]);
  const errors = pageErrors(page);
  await page.goto('/');

  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured slots' })).toBeVisible();
  await expect.poll(async () => (await languageCookie(context))?.value).toBe('en_US');
  expect(errors).toEqual([]);
});

test('other malformed cookies (currency, ad ids, entry flags) are ignored too', async ({ page, context }) => {
  await context.addCookies(
    ['ccy', '_fbp', '_fbc', 'isRouteRegister', 'isFastDeposit'].map((name) => ({
      name,
      value: MALFORMED,
      url: E2E_BASE_URL,
    })),
  );
  const errors = pageErrors(page);
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Featured slots' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'ccy')?.value).toBe('USD');
  expect(errors).toEqual([]);
});

test('a failing site detail shows the error page with a reload button, and reloading recovers', async ({ page }) => {
  let failing = true;
  await page.route('**/api/arks/web/site/detail', (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await page.goto('/');

  const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The site could not be started. Please check your connection and try again.',
  );
  const reload = page.getByRole('main').getByRole('button', { name: 'Reload the page' });
  await expect(reload).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong');

  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page)).toEqual([]);
    const box = await reload.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/boot-failure-${width}.png` });
  }

  failing = false;
  await reload.click();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured slots' })).toBeVisible();
});

test('an unreachable env.json shows the error page too, in the language the visitor chose', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'zh_CN', url: E2E_BASE_URL }]);
  let failing = true;
  await page.route('**/env.json', (route) => (failing ? route.abort('connectionrefused') : route.fallback()));
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: '出错了' })).toBeVisible();
  const reload = page.getByRole('button', { name: '重新加载页面' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/boot-failure-zh.png` });

  failing = false;
  await reload.click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
});
