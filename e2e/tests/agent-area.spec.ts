// The agent area's public part on the real stack (spec 02 §2): a guest reads the plan and
// the agreement and is asked to log in first; a member who is no agent is sent from a centre page
// to Register with the reason, applies, and an operator's approval (console api) opens the agent
// centre in the open page without a new login (profile.updated reloads the member layout). At
// 1280 and 390 px, with axe-core on each page and no sideways scroll. The centre's pages are in
// agent-centre.spec.ts.
import { expect, test, type Page } from '../support/test.js';
import { axeViolations } from '../support/axe.js';
import { freshMember, signIn } from '../support/games.js';
import { approveApplication } from '../support/agent-area.js';
import { main } from '../support/member-centre.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a guest (${name}): /proxy is Register with the plan and a login first; Plan and Agreement read`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/proxy');
    await expect(page).toHaveURL(/\/proxy\/Register$/);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Become an agent' })).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Commission tiers (USD)' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await main(page).getByRole('link', { name: 'Agent agreement' }).click();
    await expect(page).toHaveURL(/\/proxy\/Agreement$/);
    await expect(main(page).getByRole('article')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await main(page).getByRole('link', { name: 'Commission plan' }).click();
    await expect(main(page).getByRole('table', { name: /Commission tiers/ })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await main(page).getByRole('link', { name: 'Become an agent' }).click();
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('a member is sent from the centre to Register, applies, and the approval opens the agent centre without a new login', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await freshMember(request, { prefix: 'agap' });
  await signIn(page, member, '/proxy/Promotion');
  await expect(page).toHaveURL(/\/proxy\/Register\?reason=not_agent$/);
  await expect(main(page).getByText('The agent centre is for active agents. Apply below.')).toBeVisible();
  await expect(
    main(page).getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Promotion links' }),
  ).toHaveCount(0);

  await main(page).getByLabel('Contact name').fill('Ravi Kumar');
  await main(page).getByLabel('Phone').fill('+919876543210');
  await main(page).getByLabel('E-mail').fill(`${member.member_account}@example.com`);
  await main(page).getByRole('checkbox', { name: 'I have read and accept the agent agreement' }).check();
  await main(page).getByRole('button', { name: 'Send the application' }).click();
  await expect(
    main(page).getByText('Your application is being reviewed. The agent centre opens here as soon as it is approved.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await approveApplication(request, member.member_account);

  // profile.updated: the layout reloads, Register moves on to the centre, the menu gains its group.
  await expect(page).toHaveURL(/\/proxy\/DownlineInfo$/);
  const menu = main(page).getByRole('navigation', { name: 'Agent menu' });
  await expect(menu.getByRole('link', { name: 'Promotion links' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Become an agent' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Promotion links' }).click();
  await expect(
    main(page)
      .getByRole('img', { name: /QR code of the link for/ })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an active agent on a phone: /proxy is the menu list, each page under a back link', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const member = await freshMember(request, { prefix: 'agph' });
  await signIn(page, member, '/proxy/Register');
  await main(page).getByLabel('Contact name').fill('Asha');
  await main(page).getByLabel('Phone').fill('9876543210');
  await main(page).getByLabel('E-mail').fill(`${member.member_account}@example.com`);
  await main(page).getByRole('checkbox', { name: 'I have read and accept the agent agreement' }).check();
  await main(page).getByRole('button', { name: 'Send the application' }).click();
  await expect(main(page).getByText(/being reviewed/)).toBeVisible();
  await approveApplication(request, member.member_account);
  await expect(page).toHaveURL(/\/proxy\/DownlineInfo$/);

  await page.goto('/proxy');
  const centre = main(page).getByRole('list', { name: 'Agent centre' });
  await expect(centre.getByRole('link')).toHaveCount(6);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await centre.getByRole('link', { name: 'Transfer to downline' }).click();
  await expect(main(page).getByRole('link', { name: /Back to the agent menu/ })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Transfer to downline' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
