// Starts the whole site on the e2e ports with a fresh database before any test runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moduleUrls, startStack, stopDescribed } from '../../scripts/stack.mjs';
import { signInOwnerForRun } from './operator.js';
import { E2E_CONSOLE_PORT, E2E_PORTS, E2E_RELEASES_PORT, TEST_CAPTCHA } from './ports.js';
import { LOG_DIR, STACK_DIR, readStateIfAny, writeState } from './state.js';

export default async function globalSetup(): Promise<void> {
  // A run that was killed may have left its stack behind.
  const previous = readStateIfAny();
  if (previous) await stopDescribed(previous);
  fs.rmSync(STACK_DIR, { recursive: true, force: true });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-e2e-'));
  // The run's releases (releases.spec.ts writes them), served as a CDN would serve them.
  const releasesDir = path.join(dataDir, 'releases');
  fs.mkdirSync(releasesDir);
  const stack = await startStack({
    ports: { ...E2E_PORTS, releases: E2E_RELEASES_PORT, console: E2E_CONSOLE_PORT },
    releasesDir,
    dbPath: path.join(dataDir, 'croupier.db'),
    env: {
      CROUPIER_TEST_CAPTCHA: TEST_CAPTCHA,
      // /api/dev/* (entry links, demo mode, wallet adjust) for the tests to set things up.
      CROUPIER_DEV_ROUTES: '1',
      // GET /api/dev/outbox: the SMS/email codes the api "sent" (device verification, forgot password, register SMS).
      CROUPIER_DEV_OUTBOX: '1',
      // Registration limits off (0): the tests register many members from one address.
      REGISTER_LIMIT_PER_MINUTE: '0',
      REGISTER_LIMIT_PER_DAY: '0',
      // The development third-party sign-in provider (the /authCallback popup flow).
      CROUPIER_DEV_OAUTH: '1',
      // argon2 at its cheapest for new passwords: the tests register and log in many members.
      CROUPIER_DEV_FAST_PASSWORD_HASH: '1',
      CROUPIER_MODULE_URLS: moduleUrls(E2E_PORTS),
      PUSHER_PORT: String(E2E_PORTS.realtime),
      PUSHER_PUBLIC_PORT: String(E2E_PORTS.realtime),
      REALTIME_PORT: String(E2E_PORTS.realtime),
      LOG_LEVEL: 'warn',
      // The canary guard judges after a few loads, so a spec can make them.
      CROUPIER_CANARY_MIN_LOADS: '4',
    },
    logDir: LOG_DIR,
    // CROUPIER_E2E_DISTS, `{ "<app>": "<build folder>" }`: apps served from other builds (npm run skew).
    dists: JSON.parse(process.env.CROUPIER_E2E_DISTS || '{}') as Record<string, string>,
    // Playwright handles Ctrl-C itself and then runs the global teardown.
    handleSignals: false,
  });
  writeState({ ...stack.describe(), dataDir });
  await signInOwnerForRun(`http://127.0.0.1:${E2E_PORTS.api}`);
  process.stdout.write(`e2e stack up at ${stack.urls.shell} (logs in ${path.relative(process.cwd(), LOG_DIR)})\n`);
}
