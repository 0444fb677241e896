// Spec 01 §4, §7: the public channels refresh what is on screen without a reload when the api
// publishes a change (through the pusher SDK); the member's clean-cache event logs out, clears
// and reloads; a deposit success sends the ad-tracking events; presence-member.{currency} is joined.
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { PresenceChannel, PrivateChannel, RealtimeEvent } from '@croupier/shared/contracts';
import { TEST_CAPTCHA } from '../support/ports.js';
import { publish, waitForSubscriber } from '../support/publish.js';
import { asOperator } from '../support/operator.js';
import { header, loginButton } from '../support/site.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Survives only as long as the page is not reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));
const samePage = (page: Page) => page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage === true);

/** Signs a seeded member in through a link login (the api made the session). */
async function linkLogin(page: Page, request: APIRequestContext, account: string, password: string, extra = '') {
  const captcha = await request.post('/api/captcha', { data: { type: 1, site_id: '1' } });
  const { token: captcha_token } = ((await captcha.json()) as { body: { token: string } }).body;
  const res = await request.post('/api/login', {
    data: { account, password, site_id: '1', answer: TEST_CAPTCHA, captcha_token },
  });
  const s = ((await res.json()) as { data: { token: string; member_id: number; member_currency: string } }).data;
  const query = new URLSearchParams({
    tk: s.token,
    member_account: account,
    member_currency: s.member_currency,
    member_id: String(s.member_id),
  });
  await page.goto(`/?${query.toString()}${extra}`);
  await expect(header(page)).toContainText(account);
  return s;
}

test('an ad changed in the back office appears on the home page without a reload (model_settings.url)', async ({
  page,
  request,
}) => {
  const original = 'Cricket season: 100% first-deposit bonus';
  const changed = `Cricket final: 150% bonus ${Date.now()}`;
  await page.goto('/');
  await expect(page.getByText(original)).toBeVisible();
  await markPage(page);
  await waitForSubscriber('site02_template');

  try {
    const result = await asOperator<{ published: boolean }>(request, '/sites/1/models/setting', {
      template: 'site02',
      language: 'en_US',
      slug: 'cricket-bonus',
      title: changed,
    });
    expect(result.published).toBe(true);
    await expect(page.getByText(changed)).toBeVisible();
    await expect(page.getByText(original)).toHaveCount(0);
    expect(await samePage(page)).toBe(true);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/realtime-ad-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.locator('.cr-shell--pc')).toHaveCount(0); // the layout follows the width after its debounce
      await expect(page.getByText(changed)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/realtime-ad-390.png` });
    }
  } finally {
    await asOperator(request, '/sites/1/models/setting', {
      template: 'site02',
      language: 'en_US',
      slug: 'cricket-bonus',
      title: original,
    });
  }
});

test('a new customer-service URL reaches the open page (customer_service_link_change on web_member)', async ({
  page,
  request,
}) => {
  const detail = await (await request.post('/api/arks/web/site/detail', { data: { site_id: '1' } })).json();
  const original = (detail as { data: { env_config: { customerUrl: Record<string, string> } } }).data.env_config
    .customerUrl.en_US!;
  const changed = `https://support.croupier.example/chat?lang=en&desk=${Date.now()}`;
  await page.goto('/');
  const serviceLink = page.getByRole('link', { name: /customer service/i }).first();
  await expect(serviceLink).toHaveAttribute('href', original);
  await markPage(page);
  await waitForSubscriber('web_member');

  try {
    await asOperator(request, '/sites/1/settings', { customer_service: { en_US: changed } });
    await expect(serviceLink).toHaveAttribute('href', changed);
    expect(await samePage(page)).toBe(true);
  } finally {
    await asOperator(request, '/sites/1/settings', { customer_service: { en_US: original } });
  }
});

test('the clean-cache event logs the member out, clears storage and reloads', async ({ page, request }) => {
  const session = await linkLogin(page, request, 'linh_vnd', 'linh1234');
  await waitForSubscriber(`presence-${PresenceChannel.memberCurrency(session.member_currency)}`);
  await page.evaluate(() => localStorage.setItem('e2e_leftover', 'x'));
  await markPage(page);
  await waitForSubscriber(`private-${PrivateChannel.member(session.member_id)}`);

  await asOperator(request, '/sites/1/members/linh_vnd/clean-cache', {});

  await expect.poll(() => samePage(page).catch(() => null)).toBe(false);
  await expect(loginButton(page)).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('e2e_leftover')])).toEqual([
    null,
    null,
  ]);
});

test('a deposit success sends e_first_pay and Purchase to /api/fb_tracking with the ad cookies', async ({
  page,
  request,
  context,
}) => {
  const session = await linkLogin(page, request, 'ravi_inr', 'ravi1234', '&fbclid=IwAR0e2eClick');
  await expect
    .poll(async () =>
      (await context.cookies())
        .filter((c) => c.name.startsWith('_fb'))
        .map((c) => c.name)
        .sort(),
    )
    .toEqual(['_fbc', '_fbp']);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies._fbc!.value).toMatch(/^fb\.1\.\d{13}\.IwAR0e2eClick$/);
  expect(cookies._fbp!.value).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
  expect(cookies._fbp).toMatchObject({ sameSite: 'Lax', path: '/' });
  expect(cookies._fbp!.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000);

  const channel = `private-${PrivateChannel.member(session.member_id)}`;
  await waitForSubscriber(channel);
  const sent: Record<string, unknown>[] = [];
  const answered: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/fb_tracking')) sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/fb_tracking')) answered.push(((await r.json()) as { code: number }).code);
  });
  const order = `E2E-${Date.now()}`;
  await publish(channel, RealtimeEvent.memberDepositSuccess, {
    order_number: order,
    deposit_amount: '5000',
    deposit_times: 1,
  });

  await expect.poll(() => answered).toEqual([100, 100]);
  expect(sent.map((s) => [s.event_name, s.event_id, s.value, s.currency])).toEqual(
    expect.arrayContaining([
      ['e_first_pay', order, undefined, undefined],
      ['Purchase', order, '5000.00', 'INR'],
    ]),
  );
  expect(sent[0]).toMatchObject({ fbp: cookies._fbp!.value, fbc: cookies._fbc!.value, language: 'en_US' });
});

test('a login in another browser warns already_login_msg and logs the first one out; the login event carries no token', async ({
  page,
  request,
  browser,
}) => {
  // What the page's sockets receive.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => void frames.push(String(f.payload))));
  const first = await linkLogin(page, request, 'player01', 'player123');
  await waitForSubscriber(`private-${PrivateChannel.member(first.member_id)}`);

  const other = await browser.newContext();
  try {
    // Watched from before the second login: the warning is a toast (3 s), and the event reaches
    // this page while the other browser's page is still loading.
    const warned = page
      .getByText('Your account was logged in somewhere else, so you have been logged out here.')
      .waitFor({ timeout: 20_000 });
    const second = await linkLogin(await other.newPage(), other.request, 'player01', 'player123');
    await warned;
    await expect(loginButton(page)).toBeVisible();
    expect(frames.join('\n')).toContain('session_id');
    expect(frames.join('\n')).not.toContain(second.token);
  } finally {
    await other.close();
  }
});
