// The promotions pages as a visitor and a member meet them (spec 01 /discount, spec 02 §7-§9),
// at 1280 and 390 px: /discount lists the seeded promotions of the page's currency, the category
// filter narrows them through the address (reload and back keep it), a card opens its page with the
// rules; a fresh member claims the claim-type promotion (the header balance rises by the bonus, a
// second claim is refused), signs in once (the day shows signed, the balance rises by the day's
// reward, the button is then disabled); both pages are axe-core clean and never scroll sideways.
import type { LoginSession } from '@croupier/shared/contracts';
import { axeViolations } from '../support/axe.js';
import { freshMember, signIn } from '../support/games.js';
import { expectNoSidewaysScroll, main, memberCall } from '../support/member-centre.js';
import { header } from '../support/site.js';
import { expect, test, type Page } from '../support/test.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The seeded promotions a USD visitor sees (api/src/db/seeds/promotions-data.ts), by category. */
const SEEDED = {
  Welcome: ['Welcome Gift', 'First Deposit Bonus'],
  Daily: ['Daily Check-in Rewards', 'Weekend Reload'],
  VIP: ['VIP Upgrade Gift'],
} as const;
const ALL = Object.values(SEEDED).flat();

const cards = (page: Page) => main(page).getByRole('list', { name: 'Promotions' });
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const filter = (page: Page) => main(page).getByRole('group', { name: 'Categories' });
const signinPanel = (page: Page) => main(page).getByRole('region', { name: 'Daily sign-in' });

/** The site's pop-ups (the promotion bulletin) may cover the page whenever they arrive: closed as they come. */
async function closePopups(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /close/i }).first().click();
  });
}

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), `${what}: axe-core violations`).toEqual([]);
}

for (const { name, viewport } of SIZES) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await closePopups(page);
    });

    test('/discount lists the seeded promotions, the category filter narrows them through the address, a card opens its rules', async ({
      page,
    }, info) => {
      await page.goto('/discount');
      await expect(main(page).getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
      await expect(cardTitles(page)).toHaveText([...ALL]);
      await expect(cards(page)).not.toContainText('Cricket Cashback');
      await expect(filter(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysScroll(page, '/discount');
      await expectAxeClean(page, '/discount');
      await page.screenshot({ path: info.outputPath(`discount-${name}.png`), fullPage: true });

      await filter(page).getByRole('button', { name: 'VIP', exact: true }).click();
      await expect(page).toHaveURL(/\/discount\?category=\d+$/);
      await expect(cardTitles(page)).toHaveText([...SEEDED.VIP]);
      await page.reload();
      await expect(cardTitles(page)).toHaveText([...SEEDED.VIP]);
      await expect(filter(page).getByRole('button', { name: 'VIP', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await filter(page).getByRole('button', { name: 'Daily', exact: true }).click();
      await expect(cardTitles(page)).toHaveText([...SEEDED.Daily]);
      await page.goBack();
      await expect(cardTitles(page)).toHaveText([...SEEDED.VIP]);

      await cards(page)
        .getByRole('link', { name: /VIP Upgrade Gift/ })
        .click();
      await expect(page).toHaveURL(/\/discount\/\d+\?category=\d+$/);
      await expect(main(page).getByRole('heading', { level: 2, name: 'VIP Upgrade Gift' })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(1);
      await expect(main(page).getByRole('region', { name: 'Rules' })).toContainText(
        'Our VIP team reviews your play history',
      );
      await expect(main(page).getByRole('button', { name: 'Log in to apply' })).toBeVisible();
      await expectNoSidewaysScroll(page, '/discount/:id');
      await expectAxeClean(page, '/discount/:id');
      await page.screenshot({ path: info.outputPath(`promotion-${name}.png`), fullPage: true });

      await main(page).getByRole('link', { name: 'Back to promotions' }).click();
      await expect(page).toHaveURL(/\/discount\?category=\d+$/);
      await expect(cardTitles(page)).toHaveText([...SEEDED.VIP]);
    });

    test('a fresh member signs in once and claims the welcome gift once; the header balance rises by each', async ({
      page,
      request,
    }, info) => {
      const member: LoginSession = await freshMember(request, { prefix: `pp${name.slice(0, 1)}`, cash: '100' });
      await signIn(page, member, '/discount');
      await expect(header(page)).toContainText('$100.00');

      // The daily sign-in: day 1 of a fresh member's cycle pays the seeded USD 1.00.
      const panel = signinPanel(page);
      const days = panel.getByRole('list', { name: 'The 7 days of the sign-in cycle' }).getByRole('listitem');
      await expect(days).toHaveCount(7);
      await expect(days.first()).toContainText('Open today');
      await expect(days.first()).toContainText('$1.00');
      await expectAxeClean(page, '/discount as a member');
      await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(panel.getByRole('status')).toHaveText('Signed in! $1.00 was added to your balance.');
      await expect(panel.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
      await expect(days.first()).toContainText('Today: signed');
      await expect(panel).toContainText('Days in a row: 1');
      await expect(header(page)).toContainText('$101.00');
      await page.screenshot({ path: info.outputPath(`signed-in-${name}.png`), fullPage: true });
      await page.reload();
      await expect(signinPanel(page).getByRole('button', { name: 'Signed in today' })).toBeDisabled();

      // The claim-type promotion pays its bonus at once, and only once.
      await cards(page)
        .getByRole('link', { name: /Welcome Gift/ })
        .click();
      await expect(main(page).getByRole('heading', { level: 2, name: 'Welcome Gift' })).toBeVisible();
      await main(page).getByRole('button', { name: 'Claim $5.00' }).click();
      await expect(main(page).getByRole('status')).toHaveText('Claimed: $5.00 was added to your balance.');
      await expect(header(page)).toContainText('$106.00');
      await expect(main(page).getByRole('button', { name: /Claim/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page, '/discount/:id as a member');
      await expectAxeClean(page, '/discount/:id as a member');
      await page.screenshot({ path: info.outputPath(`claimed-${name}.png`), fullPage: true });

      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const again = await memberCall(request, member, '/arks/web/promotion/apply', {
        site_id: '1',
        id,
        request_id: crypto.randomUUID(),
      });
      expect(again.code).toBe(303);
      await page.reload();
      await expect(main(page).getByText('Claimed: $5.00 was added to your balance.')).toBeVisible();
      await expect(header(page)).toContainText('$106.00');
    });
  });
}
