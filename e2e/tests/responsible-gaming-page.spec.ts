// The Responsible gaming page as a member meets it, on the real stack: a daily deposit
// limit of 50 set on the page refuses a deposit of 60 with the room left named (and a link back
// to the limits); raising the limit then waits 24 hours, shown as pending with its time. The page
// and its exclusion dialog are axe-clean with no sideways scroll at 1280 and 390 px. Every test
// registers its own member.
import { expect, test, type Page } from '../support/test.js';
import { axeViolations } from '../support/axe.js';
import { freshMember, signIn } from '../support/games.js';
import { expectNoSidewaysScroll, main, openMemberPage } from '../support/member-centre.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PAGE = 'ResponsibleGaming';
// Not the footer's operator group "Responsible gaming" (a region too): landmarks need their own names.
const HEADING = 'Responsible gaming tools';
/** A time as the site writes it (site zone, to the minute). */
const SITE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

const dailyDeposit = (page: Page) => main(page).getByRole('region', { name: 'Daily deposit limit' });

async function setDailyDepositLimit(page: Page, amount: string) {
  await dailyDeposit(page).getByRole('textbox', { name: 'New limit (USD)' }).fill(amount);
  await dailyDeposit(page).getByRole('button', { name: 'Save' }).click();
}

test('a deposit limit of 50 refuses a deposit of 60 with the room left; a raise then waits, pending with its time', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const member = await freshMember(request, { prefix: 'rglim' });
  await signIn(page, member);
  await openMemberPage(page, PAGE, HEADING);

  await setDailyDepositLimit(page, '50');
  await expect(dailyDeposit(page).getByRole('status')).toHaveText('Saved. It is in force now.');
  await expect(dailyDeposit(page)).toContainText('Limit in force: $50.00');
  await expect(dailyDeposit(page)).toContainText('You can deposit $50.00 more today.');

  // The api refuses it (601) before any order is made; on a phone no window opens.
  await openMemberPage(page, 'Deposit', 'Deposit');
  const amount = main(page).getByRole('textbox', { name: 'Amount' });
  await amount.fill('60');
  await main(page).getByRole('button', { name: 'Deposit now' }).click();
  const refusal = main(page).getByRole('alert').filter({ hasText: 'deposit limit' });
  await expect(refusal).toHaveText('Your daily deposit limit allows $50.00 more. See your responsible gaming limits');
  await expect(amount).toHaveValue('60');
  await expect(page).toHaveURL(/\/user\/Deposit$/);

  await refusal.getByRole('link', { name: 'See your responsible gaming limits' }).click();
  await expect(page).toHaveURL(/\/user\/ResponsibleGaming$/);
  await setDailyDepositLimit(page, '100');
  await expect(dailyDeposit(page).getByRole('status')).toContainText(
    'Raising or removing a limit waits 24 hours: it takes effect at',
  );
  await expect(dailyDeposit(page)).toContainText(new RegExp(`Change to \\$100\\.00 pending until ${SITE_TIME.source}`));
  // Still the lower limit until then.
  await expect(dailyDeposit(page)).toContainText('Limit in force: $50.00');
  await expect(main(page).getByText('Raise or removal requested')).toBeVisible(); // its history row
});

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${name}: the page and its self-exclusion dialog have no axe violations and no sideways scroll`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const member = await freshMember(request, { prefix: 'rgaxe' });
    await signIn(page, member);
    await openMemberPage(page, PAGE, HEADING);
    await setDailyDepositLimit(page, '80');
    await expect(dailyDeposit(page).getByRole('status')).toHaveText('Saved. It is in force now.');
    await expect(main(page).getByText('Set, in force at once')).toBeVisible(); // its history row

    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, `/user/${PAGE} at ${size.width}`);

    await main(page).getByRole('button', { name: 'Exclude myself' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exclude myself' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Exclude me' }).click();
    await expect(dialog.getByText('Choose how long.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, `the exclusion dialog at ${size.width}`);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
  });
}
