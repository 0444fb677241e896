// The member centre as a member meets it (spec 02 §2-§9), on the real stack: a password change
// ends the member's other sessions; a letter sent by the operator
// (dev route) appears with its badge without a reload and opening it clears the badge; the
// transfer-back button counts its 10 s down; the forced password change cannot be dismissed on
// desktop and takes a phone to /user/Info. Money is in member-centre-money.spec.ts. Every test
// registers its own member, so no other test's data is touched.
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { freshMember, signIn } from '../support/games.js';
import { apiLogin, main, operator } from '../support/member-centre.js';
import { asOperator } from '../support/operator.js';
import { PrivateChannel } from '@croupier/shared/contracts';
import { waitForSubscriber } from '../support/publish.js';
import { header, loginButton, openLoginModal, submitLogin } from '../support/site.js';
import { TEST_CAPTCHA } from '../support/ports.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'abc123'; // freshMember's

async function changePassword(page: Page, from: string, to: string) {
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password', { exact: true }).fill(to);
  await page.getByLabel('Confirm the new password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/** The brand's SINGLE_LOGIN (absent: true, a login ends the member's older sessions). */
async function setSingleLogin(request: APIRequestContext, on: boolean) {
  await asOperator(request, '/sites/1/settings', { settings: { SINGLE_LOGIN: on } });
}

test('changing the password ends the other session; the new password logs in, the old one is refused', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  // Two sessions of one member at once exist only where a login does not end the older ones.
  await setSingleLogin(request, false);
  const member = await freshMember(request, { prefix: 'mcpw' });
  // The same member in another browser (its own session), waiting on the home page.
  const other = await browser.newContext({ viewport: DESKTOP });
  const otherPage = await other.newPage();
  try {
    await signIn(otherPage, await apiLogin(request, { account: member.member_account, password: PASSWORD }));
    await waitForSubscriber(`private-${PrivateChannel.member(member.member_id)}`);

    await signIn(page, member, '/user/Info');
    await changePassword(page, PASSWORD, 'newpw789');
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    await expect(header(page)).toContainText(member.member_account); // this session stays

    // The other session is over: its page shows the guest header without a reload.
    await expect(loginButton(otherPage)).toBeVisible();
    await expect(header(otherPage)).not.toContainText(member.member_account);

    // The old password is refused, the new one logs in.
    await openLoginModal(otherPage);
    await submitLogin(otherPage, TEST_CAPTCHA, { account: member.member_account, password: PASSWORD });
    await expect(
      otherPage.getByRole('dialog').getByRole('alert').filter({ hasText: 'The account or password is wrong.' }),
    ).toBeVisible();
    await submitLogin(otherPage, TEST_CAPTCHA, { account: member.member_account, password: 'newpw789' });
    await expect(otherPage.getByRole('dialog')).toBeHidden();
    await expect(header(otherPage)).toContainText(member.member_account);
  } finally {
    await other.close();
    await setSingleLogin(request, true);
  }
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${name}: a letter from the operator appears with its badge without a reload; opening it clears the badge`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const member = await freshMember(request, { prefix: 'mclt' });
    await signIn(page, member, '/user/Letter');
    await expect(main(page).getByRole('heading', { name: 'Letters: 0, unread: 0' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __e2eSamePage: true }));
    await waitForSubscriber(`private-${PrivateChannel.member(member.member_id)}`);

    await operator.sendLetter(
      request,
      member.member_account,
      'Your bonus is ready',
      '<p>Claim it <strong>today</strong>.</p>',
    );
    const title = main(page).getByRole('button', { name: /Your bonus is ready/ });
    await expect(title).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Letters: 1, unread: 1' })).toBeVisible();
    const headerEntry = header(page).getByRole('link', { name: 'Member centre (1 unread letters)' });
    await expect(headerEntry).toBeVisible();
    await expect(headerEntry).toContainText('1');
    const badges =
      name === 'desktop'
        ? [
            headerEntry,
            page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Letters (1 unread)' }),
          ]
        : [
            headerEntry,
            page
              .getByRole('navigation', { name: 'Shortcuts' })
              .getByRole('link', { name: /^Member \(1 unread letters\)$/ }),
          ];
    for (const badge of badges) await expect(badge).toBeVisible();

    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page).getByText('Claim it today.')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Letters: 1, unread: 0' })).toBeVisible();
    for (const badge of badges) await expect(badge).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Member centre', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(true);
  });
}

test('the transfer-back button counts 10 s down after a click, then can be used again', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.install();
  const member = await freshMember(request, { prefix: 'mctb', cash: '50' });
  await signIn(page, member, '/user/MyWallet');
  const button = main(page).getByRole('button', { name: /Transfer all back|Transfer back again/ });
  await expect(button).toHaveText('Transfer all back to the main wallet');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');

  await button.click();
  await expect(button).toHaveText(/^Transfer back again in (10|9) s$/);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(5_000);
  await expect(button).toHaveText(/^Transfer back again in [4-5] s$/);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(6_000);
  await expect(button).toHaveText('Transfer all back to the main wallet');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
});

test('desktop: the forced password change cannot be dismissed and closes once the password is changed', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'mcfp' });
  await operator.forcePasswordChange(request, member.member_account);
  await signIn(page, member);
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 400); // the backdrop, outside the dialog
  await expect(dialog).toBeVisible();

  await changePassword(page, PASSWORD, 'forced456');
  await expect(dialog).toBeHidden();
  await expect(header(page)).toContainText(member.member_account);
  // It stays closed after a reload: the member layout no longer asks for the change.
  await page.reload();
  await expect(header(page)).toContainText(member.member_account);
  await expect(dialog).toBeHidden();
});

test('phone: the forced password change takes the member to /user/Info, where the form comes first', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const member = await freshMember(request, { prefix: 'mcfq' });
  await operator.forcePasswordChange(request, member.member_account);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/user\/Info$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    main(page).getByText('For your security, change the password you were given before you go on.'),
  ).toBeVisible();
  await expect(main(page).getByLabel('Current password')).toBeVisible();
});
