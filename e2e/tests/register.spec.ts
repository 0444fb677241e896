// Spec 01 §3-§8 registration in Chromium against the real stack: a USD and a VND member
// registered with field errors shown on blur and fixed, the SMS code read back from the api's
// outbox (GET /api/dev/outbox), the automatic login, and an agent link placing the new member
// under that agent (GET /api/dev/register/member). Each test registers its own fresh member.
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test.js';
import { TEST_CAPTCHA } from '../support/ports.js';
import { header } from '../support/site.js';

const SHOTS = '/tmp/register-shots';

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

let serial = 0;
/** A fresh account (6-12 letters and digits) and a fresh 10-digit phone for this run. */
const fresh = () => {
  const stamp = `${Date.now().toString(36).slice(-5)}${(serial += 1)}`;
  return { account: `reg${stamp}`.slice(0, 12), phone: `09${String(Date.now()).slice(-7)}${serial % 10}` };
};

/** The register tab of the modal, opened from the header's Register button. */
async function openRegister(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Register' });
  // One click: mf-auth's code loads when the button is reached for, and the click is held until
  // the modal listens, not lost.
  await header(page).getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const panel = dialog.getByRole('tabpanel', { name: 'Register' });
  await expect(panel.getByRole('button', { name: 'Register' })).toBeVisible();
  return panel;
}

/** Types into a field and leaves it, as a visitor moving on would. */
async function typeAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

async function fillAccount(panel: Locator, account: string) {
  await typeAndLeave(panel.getByLabel('Account', { exact: true }), account);
  await typeAndLeave(panel.getByLabel('Password', { exact: true }), 'abc123');
  await typeAndLeave(panel.getByLabel('Confirm password', { exact: true }), 'abc123');
}

async function finish(page: Page, panel: Locator, account: string) {
  await expect(panel.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await panel.getByLabel('Verification code', { exact: true }).fill(TEST_CAPTCHA);
  await panel.getByRole('checkbox', { name: /service agreement/ }).check();
  await panel.getByRole('button', { name: 'Register' }).click();
  // Logged in at once: the modal is gone and the header shows the new account.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header(page)).toContainText(account);
}

test('registers a USD member: errors shown on blur, fixed, then logged in', async ({ page }) => {
  const { account } = fresh();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const panel = await openRegister(page);
  await expect(panel.getByLabel('Currency')).toHaveValue('USD');

  const accountField = panel.getByLabel('Account', { exact: true });
  await typeAndLeave(accountField, 'ab c');
  await expect(accountField).toHaveAccessibleDescription('Use 6 to 12 letters, digits, _ or -');
  // A taken account is found on blur by /register/verification.
  await typeAndLeave(accountField, 'player01');
  await expect(accountField).toHaveAccessibleDescription('This account is already taken');
  const email = panel.getByLabel('Email', { exact: true });
  await typeAndLeave(email, 'not-an-email');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await typeAndLeave(panel.getByLabel('Confirm password', { exact: true }), 'abc999');
  await page.screenshot({ path: `${SHOTS}/register-modal-1280.png` });

  await fillAccount(panel, account);
  await expect(accountField).not.toHaveAttribute('aria-invalid');
  await typeAndLeave(email, `${account}@example.com`);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await panel.getByRole('button', { name: 'Register' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/register-modal-bottom-1280.png` });
  await finish(page, panel, account);
});

test('registers a VND member with the SMS code from the outbox', async ({ page }) => {
  const { account, phone } = fresh();
  await page.goto('/');
  const panel = await openRegister(page);
  await panel.getByLabel('Currency').selectOption('VND');

  const name = panel.getByLabel('Full name', { exact: true });
  await typeAndLeave(name, 'Nguyen Van');
  await expect(name).toHaveAccessibleDescription('Enter the name as one word, without spaces');
  await typeAndLeave(name, 'NguyenVan');
  await expect(name).not.toHaveAttribute('aria-invalid');

  const phoneField = panel.getByLabel('Phone number', { exact: true });
  await typeAndLeave(phoneField, phone.slice(0, 9));
  await expect(phoneField).toHaveAccessibleDescription('Enter exactly 10 digits');
  await typeAndLeave(phoneField, phone);
  await expect(phoneField).not.toHaveAttribute('aria-invalid');

  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
  await panel.getByLabel('SMS code', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/register-vnd-sms-1280.png` });
  const res = await page.request.get(
    `/api/dev/outbox?${new URLSearchParams({ to: phone, purpose: 'register_member' })}`,
  );
  const { data } = (await res.json()) as { data: { messages: { code: string }[] } };
  const code = data.messages[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await panel.getByLabel('SMS code', { exact: true }).fill(code);

  await fillAccount(panel, account);
  await panel.getByLabel('Withdrawal PIN', { exact: true }).fill('2468');
  await finish(page, panel, account);
});

test('an agent link registers the new member under that agent', async ({ page }) => {
  const { account } = fresh();
  const agent = await page.request.get('/api/dev/register/member?member_account=agent01');
  const agentId = ((await agent.json()) as { data: { id: number } }).data.id;

  await page.goto(`/?id=${agentId}`);
  const panel = await openRegister(page);
  await expect(panel.getByText(`You are registering with agent ${agentId}.`)).toBeVisible();
  // An agent introduces: no friend-referral code is asked for.
  await expect(panel.getByLabel(/Referral code/)).toHaveCount(0);
  await panel.getByLabel('Currency').selectOption('USD');
  await fillAccount(panel, account);
  await typeAndLeave(panel.getByLabel('Email', { exact: true }), `${account}@example.com`);
  await finish(page, panel, account);

  const placed = await page.request.get(`/api/dev/register/member?member_account=${account}`);
  expect(((await placed.json()) as { data: unknown }).data).toMatchObject({
    member_account: account,
    parent_agent_id: agentId,
    parent_agent_account: 'agent01',
  });
});

test('the register modal on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The demo brand's phone template (H5_1) keeps Log in and Register in the header.
  const panel = await openRegister(page);
  await expect(panel.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByLabel('Account', { exact: true })).toHaveAccessibleDescription('Please enter an account');
  await page.screenshot({ path: `${SHOTS}/register-modal-390.png` });
  await panel.getByRole('button', { name: 'Read the service agreement' }).click();
  const agreement = page.getByRole('dialog', { name: 'Service agreement' });
  // The api's agreement (sanitised HTML) under the modal's own title.
  await expect(agreement.getByRole('heading', { name: 'Service agreement', level: 3 })).toBeVisible();
  // Its buttons stay in view however long the text (and once the sheet has slid in).
  await expect(agreement.getByRole('button', { name: 'I accept' })).toBeInViewport({ ratio: 1 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/register-agreement-390.png` });
  await agreement.getByRole('button', { name: 'I accept' }).click();
  await expect(panel.getByRole('checkbox', { name: /service agreement/ })).toBeChecked();
});
