// The contract's window: today's shell mounts a remote built against the previous major of
// @croupier/shared's contract, and refuses one two majors behind with its message. The remote is
// a fixture written against 6.x (e2e/fixtures/previous-contract-remote), built with today's build
// baking each contract and served in place of mf-proxy, whose /proxy a guest may open.
import { CONTRACT_VERSION } from '@croupier/shared/contracts';
import { buildContractFixtures, serveInPlaceOfRemote } from '../support/contract-fixture.js';
import { expect, test } from '../support/test.js';

const PREVIOUS = '6.3.0';
const OUTSIDE = '5.1.0';

let builds: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  builds = await buildContractFixtures([PREVIOUS, OUTSIDE]);
});

test(`a remote built against ${PREVIOUS} mounts under the shell of ${CONTRACT_VERSION}, its 6.x styles applied`, async ({
  page,
}) => {
  await serveInPlaceOfRemote(page, builds[PREVIOUS] as string);
  await page.goto('/proxy');

  const fixture = page.locator('.contract-fixture');
  await expect(fixture.getByRole('heading', { name: `Built against contract ${PREVIOUS}` })).toBeVisible();
  // Its props arrived: it draws the shell's location.
  await expect(fixture).toContainText('Mounted at /proxy');
  // injectStyle's element is in, with the response's nonce (the policy would refuse it otherwise,
  // and support/test.ts fails the test on a refusal), and applies.
  await expect(fixture).toHaveCSS('outline-color', 'rgb(0, 128, 0)');
  expect(await page.locator('#contract-fixture-styles').count()).toBe(1);
  // ensureControlStyles found the kit's controls' sheet in the page.
  await expect(fixture.getByRole('button', { name: 'A control of the kit' })).toHaveCSS('border-radius', '8px');
  await expect(page.getByText(/This module was built for contract/)).toHaveCount(0);
});

test(`a remote built against ${OUTSIDE} is refused with its message and not mounted`, async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('refused')) refusals.push(message.text());
  });
  await serveInPlaceOfRemote(page, builds[OUTSIDE] as string);
  await page.goto('/proxy');

  await expect(page.getByRole('alert')).toHaveText(
    `This module was built for contract ${OUTSIDE}; this site provides ${CONTRACT_VERSION}`,
  );
  await expect(page.locator('.contract-fixture')).toHaveCount(0);
  expect(refusals).toEqual([
    `[shell] remote mf_proxy/app refused: built for contract ${OUTSIDE}, host provides ${CONTRACT_VERSION}`,
  ]);
  // The rest of the site keeps working around it.
  await expect(page.getByRole('banner')).toBeVisible();
});
