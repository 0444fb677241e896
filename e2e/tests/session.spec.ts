// Spec 01 §2, §4, §6: link login and the encrypted entry adopt a session from the URL (and take
// it out of the URL), demo mode signs in a test account and blocks a real action with a clear
// message, and on desktop Deposit opens the fast-payment popup at 1500x800.
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { PLAYER, TEST_CAPTCHA } from '../support/ports.js';
import { asOperator } from '../support/operator.js';
import { header, loginButton } from '../support/site.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A real session of the seeded player, made through the api as a partner site would hold one. */
async function playerSession(request: APIRequestContext) {
  const captcha = await request.post('/api/captcha', { data: { type: 1, site_id: '1' } });
  const { token: captcha_token } = ((await captcha.json()) as { body: { token: string } }).body;
  const res = await request.post('/api/login', {
    data: { account: PLAYER.account, password: PLAYER.password, site_id: '1', answer: TEST_CAPTCHA, captcha_token },
  });
  const json = (await res.json()) as {
    code: number;
    data: { token: string; member_id: number; member_currency: string };
  };
  expect(json.code).toBe(100);
  return json.data;
}

async function linkLogin(page: Page, request: APIRequestContext) {
  const s = await playerSession(request);
  const query = new URLSearchParams({
    tk: s.token,
    member_account: PLAYER.account,
    member_currency: s.member_currency,
    member_id: String(s.member_id),
  });
  await page.goto(`/?${query.toString()}`);
  await expect(header(page)).toContainText(PLAYER.account);
  return s;
}

test('link login: the four parameters sign the member in and leave the URL', async ({ page, request }) => {
  const session = await linkLogin(page, request);
  await expect(page).not.toHaveURL(/tk=|member_id=/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);
  // A reload keeps the member: the session was stored, not just shown.
  await page.reload();
  await expect(header(page)).toContainText(PLAYER.account);
});

test('encrypted entry: enc signs the member in and the URL goes back to /', async ({ page, request }) => {
  const made = await request.post('/api/dev/entry/enc', { data: { member_account: 'ravi_inr' } });
  const { url } = ((await made.json()) as { data: { url: string } }).data;

  await page.goto(url.replace('/?', '/gameHall/3?'));
  await expect(header(page)).toContainText('ravi_inr');
  await expect(page).not.toHaveURL(/enc=/);
  expect(new URL(page.url()).pathname.replace(/^\/[a-z]{2}-[A-Z]{2}/, '') || '/').toBe('/');
});

test('encrypted entry: a tampered link only resets the URL', async ({ page, request }) => {
  const made = await request.post('/api/dev/entry/enc', { data: { member_account: 'ravi_inr' } });
  const { enc } = ((await made.json()) as { data: { enc: string } }).data;
  const tampered = `${enc.slice(0, -4)}${enc.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;

  await page.goto(`/gameHall/3?enc=${tampered}`);
  await expect(page).not.toHaveURL(/enc=/);
  await expect(loginButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test.describe('demo mode', () => {
  test.beforeEach(async ({ request }) => {
    await asOperator(request, '/sites/1/settings', { settings: { IS_DEMO: true } });
  });
  test.afterEach(async ({ request }) => {
    await asOperator(request, '/sites/1/settings', { settings: { IS_DEMO: false } });
  });

  test('signs in the test account and blocks Deposit with a clear message', async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toContainText('demo_player');
    await expect(page.getByRole('note')).toContainText('Demo site');

    let popups = 0;
    page.on('popup', () => popups++);
    await header(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByText('Deposits are not available on the demo site.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-blocked-1280.png` });
    expect(popups).toBe(0);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('note')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/demo-390.png` });
    }
  });
});

test('desktop Deposit opens the fast-payment popup at 1500x800', async ({ page, request }) => {
  await linkLogin(page, request);
  const popupPromise = page.waitForEvent('popup');
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  expect(new URL(popup.url()).pathname).toMatch(/\/fastPayment$/);
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  expect(size).toEqual({ width: 1500, height: 800 });
  // The opener stays where it was.
  expect(new URL(page.url()).pathname).not.toMatch(/fastPayment/);
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/fast-payment-popup.png` });
});
