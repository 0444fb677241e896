// Playwright in Debian's Chromium (it cannot download its own browsers here) against the
// whole built site, started on the local ports + 100 by support/global-setup.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './support/ports.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib/setup.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One stack, shared state (stack-control stops services): tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || path.join(here, '../.test-results/playwright.json') },
    ],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace (screenshots, DOM snapshots) costs every test 10-20 % of its time, on a CPU
    // the site and the browser already fill. CI retries a failure once, and records that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
