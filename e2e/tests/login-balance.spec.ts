// Spec 01 §4 login and spec 02 §7 member.cash: the captcha is checked, the header shows the
// member and the balance, a realtime cash event updates it in place, and logout clears it.
import { expect, test } from '../support/test.js';
import { PrivateChannel, RealtimeEvent } from '@croupier/shared/contracts';
import { PLAYER, TEST_CAPTCHA } from '../support/ports.js';
import { publish, waitForSubscriber } from '../support/publish.js';
import { header, loginButton, logoutButton, openLoginModal, submitLogin } from '../support/site.js';

test('a member logs in, sees the balance change live, and logs out', async ({ page }) => {
  await page.goto('/');
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));

  await openLoginModal(page);
  await submitLogin(page, '0000');
  await expect(
    page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: /verification|captcha/i }),
  ).toBeVisible();
  await expect(header(page)).not.toContainText(PLAYER.account);

  await submitLogin(page, TEST_CAPTCHA);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(header(page)).toContainText(PLAYER.account);
  await expect(header(page)).toContainText(/1,?000\.00/);

  const memberId = await page.evaluate(() => localStorage.getItem('member_id'));
  expect(memberId).toMatch(/^\d+$/);
  const channel = `private-${PrivateChannel.member(memberId!)}`;
  await waitForSubscriber(channel);
  await publish(channel, RealtimeEvent.memberCash, { cash: '1234.50' });

  await expect(header(page)).toContainText(/1,?234\.50/);
  expect(await page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(true);

  await logoutButton(page).click();
  await expect(loginButton(page)).toBeVisible();
  await expect(header(page)).not.toContainText(PLAYER.account);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
