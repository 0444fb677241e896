// The pop-ups as a visitor and a member meet them (spec 02 §4, §7, §8), at 1280 and 390 px:
// the guest bulletin shows once, stays closed after a reload and shows again once the operator
// updates it (the console's POST /api/operator/sites/1/bulletins); a member on /Deposit sees the
// deposit bulletin even after closing the other one; a red envelope made from the console appears
// live with its countdown, a claim credits the header's balance and a second claim (a page opened
// before) gets 102 with the server's message. axe-core is clean with each modal open.
//
// Every other spec keeps the pop-up away (support/test.ts); the bulletin tests opt out (the red
// envelope's keep it away: the members' bulletin would cover the widget). The bulletin made here is
// withdrawn afterwards; the red envelopes are for a currency no other spec signs a member in with
// while one runs (a fresh INR member), have one share (used up by the claim, or after a failed
// test) and end within minutes.
import fs from 'node:fs';
import {
  formatMoney,
  PrivateChannel,
  type BulletinItem,
  type BulletinList,
  type LoginSession,
} from '@croupier/shared/contracts';
import { axeViolations } from '../support/axe.js';
import { freshMember, signIn } from '../support/games.js';
import { expectNoSidewaysScroll, memberCall } from '../support/member-centre.js';
import { asOperator } from '../support/operator.js';
import { waitForSubscriber } from '../support/publish.js';
import { header } from '../support/site.js';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.js';

test.use({ promotionPopups: true });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/promotions-popups-shots';
fs.mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, device: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, device: 2 },
] as const;

/** mf-promotions' session-storage key of the close time (mf-promotions/src/constants.ts). */
const CLOSE_TIME_KEY = 'popup_bulletin_close_time';
/** A currency whose members no other spec signs in with a red envelope around. */
const ENVELOPE_CURRENCY = 'INR';

const bulletinDialog = (page: Page) => page.getByRole('dialog', { name: 'Promotion bulletin' });
const closeTimeOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), CLOSE_TIME_KEY);

async function guestBulletins(request: APIRequestContext, device: 1 | 2): Promise<BulletinItem[]> {
  const res = await request.post('/api/arks/web/bulletin', { data: { site_id: '1', display_device: device } });
  return ((await res.json()) as { data: BulletinList }).data.list;
}

/** The page has asked for its bulletins and drawn what came back. */
async function bulletinsAnswered(page: Page, load: () => Promise<unknown>, path = '/api/arks/web/bulletin') {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path);
  await load();
  await answered;
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

async function expectNoViolations(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const { name, viewport, device } of WIDTHS) {
  test(`${name}: the guest bulletin shows once, stays closed after a reload, and shows again once updated`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const title = `Weekend cashback ${name} ${Date.now().toString(36)}`;
    const [id] = (
      await asOperator<{ ids: number[] }>(request, '/sites/1/bulletins', {
        audience: 'guest',
        items: [{ title, content: '<p>Get <strong>10%</strong> back on this weekend’s losses.</p>', sort: 1_000_000 }],
      })
    ).ids;
    try {
      await page.goto('/');
      const dialog = bulletinDialog(page);
      await expect(dialog).toBeVisible();
      // With the seed's bulletin there are two: tabs, the newest (highest sort) first and selected.
      await expect(dialog.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('tabpanel')).toContainText('10% back');
      await expectNoSidewaysScroll(page, `${name} pop-up`);
      await expectNoViolations(page, `${name} with the pop-up open`);
      await page.screenshot({ path: `${SHOTS}/bulletin-guest-${viewport.width}.png` });

      // The history inside the pop-up lists it too.
      await dialog.getByRole('button', { name: 'History' }).click();
      await expect(page.getByRole('dialog', { name: 'Bulletin history' }).getByText(title)).toBeVisible();
      await expectNoViolations(page, `${name} with the history open`);
      await page.screenshot({ path: `${SHOTS}/bulletin-history-${viewport.width}.png` });
      await page.getByRole('button', { name: 'Back to the bulletin' }).click();

      await bulletinDialog(page).getByRole('button', { name: 'OK' }).click();
      await expect(bulletinDialog(page)).toHaveCount(0);
      const closedAt = await closeTimeOf(page);
      expect(closedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      await bulletinsAnswered(page, () => page.reload());
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The operator updates it: its updated_at passes the close time (to the second), so it shows again.
      await expect
        .poll(async () => {
          await asOperator(request, '/sites/1/bulletins', {
            audience: 'guest',
            items: [{ id, title: `${title} (new)`, content: '<p>Now 15% back.</p>', sort: 1_000_000 }],
          });
          const mine = (await guestBulletins(request, device)).find((item) => item.id === id);
          return (mine?.updated_at ?? '') > (closedAt ?? '');
        })
        .toBe(true);
      await page.reload();
      await expect(bulletinDialog(page).getByRole('tab', { name: `${title} (new)` })).toBeVisible();
      await expect(bulletinDialog(page).getByRole('tabpanel')).toContainText('15% back');
      await page.keyboard.press('Escape');
      await expect(bulletinDialog(page)).toHaveCount(0);
    } finally {
      // Withdrawn (active 0): the site's guests see the seed's bulletin alone again.
      await asOperator(request, '/sites/1/bulletins', {
        audience: 'guest',
        items: [{ id, title, content: '<p>Withdrawn.</p>', active: 0 }],
      });
    }
  });

  test(`${name}: a member on /Deposit sees the deposit bulletin, even after closing the other one`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const member = await freshMember(request, { prefix: `pbd${device}` });
    const deposit = await memberCall<BulletinList>(request, member, '/arks/web/bulletin/member', {
      site_id: '1',
      display_device: device,
      display_location: 3,
    });
    const depositTitle = deposit.data.list[0]?.display_content ?? '';
    expect(depositTitle, 'the seed has a deposit-page bulletin').not.toBe('');

    // Elsewhere: the members' bulletin (display_frequency 0); closing it hides it on the server.
    await signIn(page, member, '/');
    await expect(bulletinDialog(page)).toBeVisible();
    await bulletinDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(bulletinDialog(page)).toHaveCount(0);
    const closedAt = await closeTimeOf(page);
    expect(closedAt).not.toBeNull();

    await page.goto('/Deposit');
    await expect(page).toHaveURL(/\/user\/Deposit$/);
    const dialog = bulletinDialog(page);
    await expect(dialog).toContainText(depositTitle);
    await expectNoSidewaysScroll(page, `${name} deposit pop-up`);
    await expectNoViolations(page, `${name} deposit page with the pop-up open`);
    await page.screenshot({ path: `${SHOTS}/bulletin-deposit-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // Closing on the deposit page stores no close time.
    expect(await closeTimeOf(page)).toBe(closedAt);
  });
}

/** The widget, and that it covers neither the shell's floating buttons nor the phone's bottom bar. */
async function expectWidgetClear(page: Page, widget: Locator) {
  const box = await widget.boundingBox();
  expect(box).not.toBeNull();
  const others = page.locator('.cr-shell-float, .cr-shell-mobile-nav');
  for (let i = 0; i < (await others.count()); i += 1) {
    const other = await others.nth(i).boundingBox();
    if (!box || !other) continue;
    const apart =
      box.x + box.width <= other.x ||
      other.x + other.width <= box.x ||
      box.y + box.height <= other.y ||
      other.y + other.height <= box.y;
    expect(apart, `the red envelope overlaps ${await others.nth(i).getAttribute('class')}`).toBe(true);
  }
}

test.describe('the red envelope', () => {
  // The members' bulletin would cover the widget here: the pop-up is kept away as in other specs.
  test.use({ promotionPopups: false });
  // Two pages of one member and two axe scans: about 30 s on two busy cores, so three times the limit.
  test.slow();

  /** The envelope of the test, used up afterwards (one share) so that no later page shows it. */
  let made: { member: LoginSession; id: number } | null = null;
  test.afterEach(async ({ request }) => {
    if (made) await memberCall(request, made.member, '/arks/web/activity/red_envelope', { id: made.id });
    made = null;
  });

  for (const { name, viewport, device } of WIDTHS) {
    test(`${name}: a red envelope appears live with its countdown, a claim credits the header balance, a second claim gets 102`, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const member = await freshMember(request, {
        prefix: `pre${device}`,
        currency: ENVELOPE_CURRENCY,
        fields: { member_name: 'Asha Rao', member_phone: `9${Date.now().toString().slice(-9)}` },
      });
      await signIn(page, member, '/');
      await expect(header(page)).toContainText(formatMoney('0', ENVELOPE_CURRENCY));
      await waitForSubscriber(`private-${PrivateChannel.memberCurrency(ENVELOPE_CURRENCY)}`);
      const widget = page.getByRole('complementary', { name: 'Red envelope' });
      await expect(widget).toHaveCount(0);

      const envelope = await asOperator<{ id: number; end_at: string }>(request, '/sites/1/red-envelopes', {
        currency: ENVELOPE_CURRENCY,
        budget: '25.00',
        shares: 1,
        seconds: 240,
      });
      made = { member, id: envelope.id };
      // No reload: RedEnvelopeDisplay on member.INR brings it.
      await expect(widget).toBeVisible();
      const timer = widget.getByRole('timer', { name: 'Time left to claim' });
      await expect(timer).toHaveText(/^0[34]:\d\d$/);
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? '');
      await expectWidgetClear(page, widget);
      await expectNoViolations(page, `${name} with the red envelope`);
      await page.screenshot({ path: `${SHOTS}/red-envelope-${viewport.width}.png` });

      // A second page of the same member, opened before the claim.
      const second = await context.newPage();
      await second.setViewportSize(viewport);
      await second.goto('/');
      await expect(second.getByRole('complementary', { name: 'Red envelope' })).toBeVisible();

      await widget.getByRole('button', { name: 'Claim' }).click();
      const result = page.getByRole('dialog', { name: 'Red envelope claimed' });
      await expect(result).toBeVisible();
      const balanceLine = await result.getByText(/^Main balance: /).textContent();
      const balance = (balanceLine ?? '').replace('Main balance: ', '');
      expect(balance).toBe(formatMoney('25.00', ENVELOPE_CURRENCY));
      await expect(result).toContainText(`You got ${formatMoney('25.00', ENVELOPE_CURRENCY)}`);
      await expect(widget).toHaveCount(0);
      await expectNoViolations(page, `${name} with the claim modal open`);
      await page.screenshot({ path: `${SHOTS}/red-envelope-claimed-${viewport.width}.png` });
      await result.getByRole('button', { name: 'OK' }).click();
      await expect(header(page)).toContainText(balance);

      // The other page still shows it; its claim is refused with 102 and the server's message.
      const claim102 = second.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/arks/web/activity/red_envelope',
      );
      await second.getByRole('complementary', { name: 'Red envelope' }).getByRole('button', { name: 'Claim' }).click();
      const refused = (await (await claim102).json()) as { code: number; message: string };
      expect(refused.code).toBe(102);
      await expect(second.getByText(refused.message)).toBeVisible();
      await expect(second.getByRole('complementary', { name: 'Red envelope' })).toHaveCount(0);
      await second.screenshot({ path: `${SHOTS}/red-envelope-102-${viewport.width}.png` });
      await second.close();
    });
  }
});
