// The specs' `test`: Playwright's, plus a check that runs around every test. The whole suite runs
// under the shell's Content-Security-Policy and Permissions-Policy (scripts/lib/security-headers.mjs),
// so a page of the test's context that breaks either (Chromium logs "Refused to … because it
// violates the following Content Security Policy directive", or a Permissions-Policy error) fails
// the test: a new script, style, socket or frame origin has to be added to the policy, not slip by.
// A test that provokes a violation on purpose says so: test.use({ policyViolationsExpected: true }).
//
// The seed has a guest pop-up bulletin (mf-promotions), which would cover every spec's page: by
// default each page of the test (its context and any context it opens from `browser`) starts with
// the pop-up cancelled for the session (mf-promotions' BULLETIN_CANCELLED_KEY, a plain
// sessionStorage key through shared's browserStorage). The pop-up's own specs opt out:
// test.use({ promotionPopups: true }).
import { test as base, expect, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

const VIOLATION = /Content Security Policy|Permissions[- ]Policy/i;

/** mf-promotions' BULLETIN_CANCELLED_KEY (mf-promotions/src/constants.ts). */
const BULLETIN_CANCELLED_KEY = 'popup_bulletin_cancelled';

const keepPopupAway = (context: BrowserContext) =>
  context.addInitScript((key) => {
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage blocked (storage-blocked.spec): the page keeps memory only, and no pop-up is set up there.
    }
  }, BULLETIN_CANCELLED_KEY);

export const test = base.extend<{
  policyViolationsExpected: boolean;
  failOnPolicyViolation: void;
  promotionPopups: boolean;
  popupBulletinAway: void;
}>({
  policyViolationsExpected: [false, { option: true }],
  promotionPopups: [false, { option: true }],
  popupBulletinAway: [
    async ({ browser, context, promotionPopups }, use) => {
      if (promotionPopups) return use();
      await keepPopupAway(context);
      // Contexts the test opens itself (a second member, a phone) start the same way.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await keepPopupAway(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  failOnPolicyViolation: [
    async ({ context, policyViolationsExpected }, use) => {
      const seen: string[] = [];
      const onConsole = (msg: { text(): string; location(): { url: string } }) => {
        if (VIOLATION.test(msg.text())) seen.push(`${msg.location().url}: ${msg.text()}`);
      };
      context.on('console', onConsole);
      await use();
      context.off('console', onConsole);
      if (!policyViolationsExpected)
        expect(seen, 'Content-Security-Policy / Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
