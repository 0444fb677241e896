// Spec 01 §2/§3/§9: the language switcher moves the page under
// the language's URL prefix (no reload), writes the i18n_redirected cookie (1 year, /, Lax),
// translates the page and the guest's currency (ccy cookie); a cookie set before visiting '/'
// sends the visitor to the locale path; an agent-domain host forces its currency.
// Seed: site 1 offers en_US, zh_CN, hi_IN, vi_VN, ta_IN and USD, INR, VND;
// agent-a.localhost is bound to agent01 with INR (api/src/db/seeds/locale.ts).
import { expect, test, type BrowserContext, type Page } from '../support/test.js';
import { LANGUAGE_COOKIE_MAX_AGE_S, CURRENCY_COOKIE_MAX_AGE_S } from '@croupier/shared/contracts';
import { E2E_PORTS } from '../support/ports.js';
import { header, loginButton } from '../support/site.js';

const SHOTS = process.env.E2E_SHOTS_DIR; // set to keep screenshots (e.g. /tmp/locale-shots)

const switcher = (page: Page) => header(page).getByRole('combobox');

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Expires roughly maxAge seconds from now (a minute of slack for the run itself). */
function expectLifetime(expires: number | undefined, maxAgeS: number) {
  const left = (expires ?? 0) - Date.now() / 1000;
  expect(left).toBeGreaterThan(maxAgeS - 60);
  expect(left).toBeLessThanOrEqual(maxAgeS + 1);
}

test('switching language moves to its URL prefix, sets the cookie, translates the page and the guest currency', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(loginButton(page)).toHaveText('Log in');
  await expect.poll(async () => (await cookie(context, 'ccy'))?.value).toBe('USD');
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));

  await expect(switcher(page)).toHaveAccessibleName('Language');
  await switcher(page).selectOption({ label: '简体中文' });

  await expect(page).toHaveURL(/\/zh-CN$/);
  await expect(header(page).getByRole('button', { name: '登录' })).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName('语言');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/switcher-1280-zh.png` });
  const language = await cookie(context, 'i18n_redirected');
  expect(language).toMatchObject({ value: 'zh_CN', path: '/', sameSite: 'Lax' });
  expectLifetime(language?.expires, LANGUAGE_COOKIE_MAX_AGE_S);
  // RMB is not a currency of this site: the default language's (USD) stays.
  expect((await cookie(context, 'ccy'))?.value).toBe('USD');

  // Hindi: INR is offered, so the guest's currency follows.
  await switcher(page).selectOption({ label: 'हिन्दी' });
  await expect(page).toHaveURL(/\/hi-IN$/);
  await expect(header(page).getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  const ccy = await cookie(context, 'ccy');
  expect(ccy).toMatchObject({ value: 'INR', path: '/', sameSite: 'Lax' });
  expectLifetime(ccy?.expires, CURRENCY_COOKIE_MAX_AGE_S);
  expect((await cookie(context, 'i18n_redirected'))?.value).toBe('hi_IN');

  // Back to English: no prefix; and all of it without a page load.
  await switcher(page).selectOption({ label: 'English' });
  await expect(page).toHaveURL(`http://localhost:${E2E_PORTS.shell}/`);
  await expect(loginButton(page)).toHaveText('Log in');
  expect(await page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(true);

  // History back returns to the Hindi page, in Hindi.
  await page.goBack();
  await expect(page).toHaveURL(/\/hi-IN$/);
  await expect(header(page).getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
});

test('the switcher works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  await switcher(page).focus();
  await expect(switcher(page)).toBeFocused();
  await page.keyboard.press('ArrowDown'); // the next offered language: 简体中文
  await expect(page).toHaveURL(/\/zh-CN$/);
  await expect(header(page).getByRole('button', { name: '登录' })).toBeVisible();
  // The focus stays on the switcher, so the next key goes on to the next language.
  await expect(switcher(page)).toBeFocused();
  await page.keyboard.press('ArrowDown'); // हिन्दी
  await expect(page).toHaveURL(/\/hi-IN$/);
  await expect(header(page).getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
});

test('a language cookie set before visiting / sends the visitor to the locale path', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'vi_VN', url: `http://localhost:${E2E_PORTS.shell}` }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/vi-VN$/);
  await expect(header(page).getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(switcher(page)).toHaveValue('vi_VN');
  await expect.poll(async () => (await cookie(context, 'ccy'))?.value).toBe('VND');
  // A prefixed URL decides over the cookie.
  await page.goto('/ta-IN');
  await expect(header(page).getByRole('button', { name: 'உள்நுழை' })).toBeVisible();
});

test('the switcher is usable at a mobile width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(switcher(page)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/switcher-390.png` });
  await switcher(page).selectOption({ label: 'தமிழ்' });
  await expect(page).toHaveURL(/\/ta-IN$/);
  await expect(header(page).getByRole('button', { name: 'உள்நுழை' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/switcher-390-ta.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/switcher-1280-ta.png` });
});

test('an agent-domain host forces its currency on guests and remembers its agent', async ({ page, context }) => {
  // Chromium resolves every *.localhost name to the loopback address.
  const agentSite = `http://agent-a.localhost:${E2E_PORTS.shell}`;
  await page.goto(`${agentSite}/`);
  await expect(loginButton(page)).toHaveText('Log in');
  const ccyOnAgentHost = async () => (await context.cookies(agentSite)).find((c) => c.name === 'ccy')?.value;
  // English would mean USD; the agent domain forces INR, and keeps it when the language changes.
  await expect.poll(ccyOnAgentHost).toBe('INR');
  expect(await page.evaluate(() => sessionStorage.getItem('agent_domain_agent_id'))).toMatch(/^\d+$/);
  await switcher(page).selectOption({ label: 'Tiếng Việt' });
  await expect(page).toHaveURL(/\/vi-VN$/);
  expect(await ccyOnAgentHost()).toBe('INR');

  // The plain host is not an agent domain.
  await page.goto('/');
  await expect
    .poll(
      async () => (await context.cookies(`http://localhost:${E2E_PORTS.shell}`)).find((c) => c.name === 'ccy')?.value,
    )
    .toBe('USD');
});

// The switcher's width is set, not measured from its options: measuring them is a font-fallback
// search for each script whose font the device lacks (10-40 ms of one layout on a Linux host
// without CJK or Indic fonts; it adds to Total Blocking Time). An option far longer than any name leaves it as it was.
test("the switcher's width does not depend on its options", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const select = switcher(page);
    await expect(select).toBeVisible();
    const before = (await select.boundingBox())?.width;
    await select.evaluate((el) => {
      const option = document.createElement('option');
      option.text = 'ภาษาไทย मराठी 한국어 日本語 '.repeat(6);
      el.append(option);
    });
    expect((await select.boundingBox())?.width).toBe(before);
  }
});
