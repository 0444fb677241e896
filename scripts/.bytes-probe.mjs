import { chromium } from '@playwright/test';
import { markFirstRender, recordJs } from './lib/js-costs.mjs';
import { CHROMIUM_LAUNCH } from './lib/setup.mjs';
import { startBenchSite } from './bench-site.mjs';
const site = await startBenchSite();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await markFirstRender(page, 'header button');
  const recorder = recordJs(page);
  await page.goto(site.url);
  await page.getByRole('heading', { name: /games/i }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { scripts } = await recorder.costs();
  for (const s of scripts) console.log((s.gzip / 1024).toFixed(1).padStart(6), s.url);
  console.log('total', (scripts.reduce((a, s) => a + s.gzip, 0) / 1024).toFixed(1));
} finally { await browser.close(); await site.stop(); }
