// npm run skew's smoke (scripts/skew.mjs, docs/releasing.md "Version skew"): the suite's stack,
// browser and helpers, on ports of their own, each app served from the build CROUPIER_E2E_DISTS
// names (support/global-setup.ts). Its specs are in ./skew, which the suite's config never runs.
import './skew/env.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import suite from './playwright.config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...suite,
  testDir: './skew',
  outputDir: process.env.CROUPIER_SKEW_OUTPUT_DIR || path.join(here, '../.test-results/skew/output'),
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || path.join(here, '../.test-results/skew/smoke.json') },
    ],
  ],
});
