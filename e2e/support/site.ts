// What the tests do on the site, through the roles and names a visitor perceives.
import { expect, type Page } from '@playwright/test';
import { PLAYER } from './ports.js';

export const header = (page: Page) => page.getByRole('banner');
export const loginButton = (page: Page) => header(page).getByRole('button', { name: /log in/i });
export const logoutButton = (page: Page) => header(page).getByRole('button', { name: /log out/i });

/** One click: mf-auth's code loads when Log in is reached for, and the click is held meanwhile. */
export async function openLoginModal(page: Page) {
  await loginButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** Fills the login form of the open modal and submits it. */
export async function submitLogin(page: Page, captcha: string, player: { account: string; password: string } = PLAYER) {
  const dialog = page.getByRole('dialog');
  // The form refuses to submit before its captcha image has arrived.
  await expect(dialog.getByRole('img').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /account/i }).fill(player.account);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('textbox', { name: /verification code|captcha/i }).fill(captcha);
  await dialog.getByRole('button', { name: /log in/i }).click();
}

/** Logged in as the seeded player with the fixed captcha; the header shows the account. */
export async function logIn(page: Page, captcha: string) {
  await openLoginModal(page);
  await submitLogin(page, captcha);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(header(page)).toContainText(PLAYER.account);
}
