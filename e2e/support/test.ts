// The specs' `test`: Playwright's, plus a check that runs around every test. The whole suite runs
// under the shell's Content-Security-Policy and Permissions-Policy (scripts/lib/security-headers.mjs),
// so a page of the test's context that breaks either (Chromium logs "Refused to … because it
// violates the following Content Security Policy directive", or a Permissions-Policy error) fails
// the test: a new script, style, socket or frame origin has to be added to the policy, not slip by.
// A test that provokes a violation on purpose says so: test.use({ policyViolationsExpected: true }).
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

const VIOLATION = /Content Security Policy|Permissions[- ]Policy/i;

export const test = base.extend<{ policyViolationsExpected: boolean; failOnPolicyViolation: void }>({
  policyViolationsExpected: [false, { option: true }],
  failOnPolicyViolation: [
    async ({ context, policyViolationsExpected }, use) => {
      const seen: string[] = [];
      const onConsole = (msg: { text(): string; location(): { url: string } }) => {
        if (VIOLATION.test(msg.text())) seen.push(`${msg.location().url}: ${msg.text()}`);
      };
      context.on('console', onConsole);
      await use();
      context.off('console', onConsole);
      if (!policyViolationsExpected) expect(seen, 'Content-Security-Policy / Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
