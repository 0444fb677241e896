// Responsible gaming in Chromium against the real stack: every open page honours responsible gaming at
// once. A member with two tabs open takes a time-out: both tabs log out and say until when (in the
// site's zone, not the browser's), and the login then answers 604 with the end date. A member past
// a loss limit hears it while on the site and is refused play with the limit's own message.
// Every test uses its own freshly registered member.
import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import {
  DEFAULT_TIMEZONE,
  PrivateChannel,
  type LoginSession,
  type PlayResponse,
  type RgExclusion,
} from '@croupier/shared/contracts';
import { axeViolations } from '../support/axe.js';
import { SLOT_LIST, escapeRegExp, freshMember, gamesOf, signIn } from '../support/games.js';
import { expectNoSidewaysScroll, memberCall } from '../support/member-centre.js';
import { TEST_CAPTCHA } from '../support/ports.js';
import { pusher } from '../support/publish.js';
import { header, loginButton, openLoginModal, submitLogin } from '../support/site.js';

/** The browser's zone differs from the site's (the seed sets no TIMEZONE: DEFAULT_TIMEZONE). */
test.use({ timezoneId: 'Asia/Tokyo' });

const PASSWORD = 'abc123'; // freshMember's

/** `epochMs` as the site writes it (YYYY-MM-DD HH:mm) in `zone`. */
function siteTime(epochMs: number, zone = DEFAULT_TIMEZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Waits until `count` pages have joined the channel on the realtime server. */
async function waitForSubscriptions(channel: string, count: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await pusher.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } });
    const info = (await res.json()) as { subscription_count?: number };
    if ((info.subscription_count ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`${channel}: fewer than ${count} subscriptions within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const notice = (page: Page) => page.getByRole('dialog', { name: 'You are taking a break' });

test('a time-out logs out every open tab with its end date; the login then answers 604 with the date', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000); // two tabs, four axe runs and a login on a shared machine
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'rgto' });
  await signIn(page, member);
  const second = await context.newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto('/');
  await expect(header(second)).toContainText(member.member_account);
  await waitForSubscriptions(`private-${PrivateChannel.member(member.member_id)}`, 2);

  // The member's own call, with the session both tabs share (as the member centre's page sends it).
  const started = await memberCall<RgExclusion>(request, member, '/arks/web/member/responsible_gaming/exclusion', {
    kind: 'time_out',
    period: '24_hours',
    password: PASSWORD,
  });
  expect(started.code, started.message).toBe(100);
  const until = `Your time-out runs until ${siteTime(started.data.until)} (${DEFAULT_TIMEZONE}).`;

  for (const tab of [page, second]) {
    await expect(notice(tab)).toContainText(until);
    await expect(notice(tab)).toContainText('You can still read the help pages and contact customer service.');
    await expect(notice(tab).getByRole('link', { name: 'Help pages' })).toBeVisible();
    await expect(notice(tab).getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(loginButton(tab)).toBeVisible();
    expect(await axeViolations(tab), 'axe with the notice open').toEqual([]);
    await expectNoSidewaysScroll(tab, 'the notice');
  }
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The help pages stay open.
  await notice(second).getByRole('link', { name: 'Help pages' }).click();
  await expect(notice(second)).toBeHidden();
  await expect(second).toHaveURL(/\/faq$/);

  // Logging in again during the time-out: 604 with the end date, and the ways still open.
  await notice(page).getByRole('button', { name: 'OK' }).click();
  await openLoginModal(page);
  await submitLogin(page, TEST_CAPTCHA, { account: member.member_account, password: PASSWORD });
  const login = page.getByRole('dialog');
  await expect(login.getByRole('alert')).toContainText(
    `You are taking a break until ${siteTime(started.data.until)} (${DEFAULT_TIMEZONE}). You cannot log in until then.`,
  );
  await expect(login.getByRole('link', { name: 'Help pages' })).toBeVisible();
  await expect(login.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  expect(await axeViolations(page), 'axe with the 604 message').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(login.getByRole('alert')).toContainText('You are taking a break until');
  await expectNoSidewaysScroll(page, 'the login with the 604 message');
});

test('a tab whose socket missed the event logs out all the same, told by the tab that heard it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await freshMember(request, { prefix: 'rgtm' });
  await signIn(page, member);
  const deaf = await context.newPage();
  // This tab never joins the member's private channel (its channel authorisation fails).
  await deaf.route('**/broadcasting/auth', (route) => route.abort());
  await deaf.goto('/');
  await expect(header(deaf)).toContainText(member.member_account);
  await waitForSubscriptions(`private-${PrivateChannel.member(member.member_id)}`, 1);

  const started = await memberCall<RgExclusion>(request, member, '/arks/web/member/responsible_gaming/exclusion', {
    kind: 'time_out',
    period: '1_week',
    password: PASSWORD,
  });
  expect(started.code, started.message).toBe(100);

  const until = `Your time-out runs until ${siteTime(started.data.until)} (${DEFAULT_TIMEZONE}).`;
  await expect(notice(page)).toContainText(until);
  await expect(notice(deaf)).toContainText(until);
  await expect(loginButton(deaf)).toBeVisible();
});

/** The slot's bets (api/src/services/game-sessions-slot.ts, a currency of scale 1), in cents. */
const SLOT_BETS_CENTS = [10, 50, 100, 200, 500, 1_000, 2_000];

/**
 * Launches the slot through the api and spins until the net loss reaches `cents`, each bet the
 * smallest that covers what is left to lose: a losing spin (six in seven) ends it. With 1.00 bets a
 * win early on (8x or more, one spin in 25) left hundreds of spins to lose it back, sometimes more
 * than the cap.
 */
async function loseAtLeast(
  request: APIRequestContext,
  member: LoginSession,
  game: { gp_id: string; game_type: number; game_code: string },
  cents: number,
) {
  const launched = await memberCall<PlayResponse>(request, member, '/member/game/play1', {
    ...game,
    lobby_url: '/close',
    device: 0,
  });
  expect(launched.code, launched.message).toBe(100);
  const token = new URL(launched.data.game_url ?? '', 'http://site').searchParams.get('token');
  let lost = 0;
  for (let spins = 0; lost < cents; spins++) {
    expect(spins, 'spins before the loss limit').toBeLessThan(50);
    const bet = SLOT_BETS_CENTS.find((b) => b >= cents - lost) ?? SLOT_BETS_CENTS.at(-1)!;
    const res = await request.post('/api/provider/slot/spin', { data: { token, bet: (bet / 100).toFixed(2) } });
    const json = (await res.json()) as { code: number; message: string; data: { win: string } };
    expect(json.code, json.message).toBe(100);
    lost += bet - Math.round(Number(json.data.win) * 100);
  }
}

test('a loss limit reached while on the site is told at once, and play is then refused with its message', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await freshMember(request, { prefix: 'rgll', cash: '200.00' });
  const limit = await memberCall(request, member, '/arks/web/member/responsible_gaming/limit', {
    kind: 'loss',
    period: 'day',
    amount: '3.00',
  });
  expect(limit.code, limit.message).toBe(100);
  const [game] = await gamesOf(request, 'GPR8', 2);
  if (!game) throw new Error('no GPR8 slot');
  await signIn(page, member, SLOT_LIST);
  await waitForSubscriptions(`private-${PrivateChannel.member(member.member_id)}`, 1);

  // Spins elsewhere (another device) reach the limit: this page hears loss_limit and says so.
  await loseAtLeast(request, member, game.entry, 300);
  await expect(page.getByText('You have reached your daily loss limit.')).toBeVisible();

  // A launch now: play1 answers 602; the waiting window closes and the dialog says why.
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(game.name)}`) })
    .first()
    .click();
  const refused = page.getByRole('dialog', { name: 'Responsible gaming' });
  await expect(refused).toContainText('You have reached your daily loss limit.');
  await expect.poll(async () => (await popup).isClosed()).toBe(true);
  expect(await axeViolations(page), 'axe with the refusal open').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(refused).toBeVisible();
  await expectNoSidewaysScroll(page, 'the refusal');

  await refused.getByRole('link', { name: 'Responsible gaming settings' }).click();
  await expect(refused).toBeHidden();
  await expect(page).toHaveURL(/\/user\/ResponsibleGaming/);
});
