// The console's pages not walked through by the other console specs — Agents, Compliance, Games,
// Members, Content, Cashier — opened by the local owner (its session from the global setup) at a
// phone's width and a desktop's: each draws its site's data, has no axe violations and does not
// scroll sideways.
import { axeViolations } from '../support/axe.js';
import { expectNoSidewaysScroll } from '../support/member-centre.js';
import { ownerCookie } from '../support/operator.js';
import { E2E_CONSOLE_PORT } from '../support/ports.js';
import { expect, test } from '../support/test.js';

const CONSOLE = `http://localhost:${E2E_CONSOLE_PORT}`;

const PAGES = [
  { path: '/agents?site=1', heading: 'Agents' },
  { path: '/compliance?site=1', heading: 'Compliance' },
  { path: '/games', heading: 'Games' },
  { path: '/members?site=1&q=player', heading: 'Members' },
  { path: '/cashier?site=1', heading: 'Cashier' },
  { path: '/content?site=1', heading: 'Content' },
];

for (const width of [360, 1280]) {
  test(`the console's desk pages at ${width} px: drawn, no axe violations, no sideways scroll`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      await context.addCookies([ownerCookie(CONSOLE)]);
      const page = await context.newPage();
      for (const { path, heading } of PAGES) {
        await page.goto(`${CONSOLE}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        expect(await axeViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
    } finally {
      await context.close();
    }
  });
}
