// "Install what is missing" for npm start and npm test: node_modules, the builds, and
// Debian's Chromium for Playwright (which cannot download its own browsers here).

import fs from 'node:fs';
import path from 'node:path';
import { run } from './proc.mjs';
import { workspacesMissingFromLock } from './workspaces.mjs';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * How every browser the project starts runs Chromium (Playwright's e2e, the bench's pages and
 * Lighthouse): no sandbox (root in a container), no GPU, and nothing the browser would fetch on
 * its own (updates, sync, QUIC probes): this machine refuses those connections, and they would
 * skew a page's network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
/** Playwright's `chromium.launch` options for the scripts' browsers (the bench, its site's warm-up). */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return null;
  }
};

/** npm writes node_modules/.package-lock.json on every install; older than the lock = stale. */
export function needsInstall(root) {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  const lock = mtime(path.join(root, 'package-lock.json'));
  return installed === null || (lock !== null && lock > installed);
}

/** @returns {Promise<boolean>} */
export async function ensureDependencies(root, say) {
  // A new remote's folder is a workspace ("mf-*") that the lockfile must list, or `npm ci` refuses.
  const missing = workspacesMissingFromLock(root);
  if (missing.length) {
    say(
      `package-lock.json does not list the workspace ${missing.join(', ')}: run \`npm install\` once and commit package-lock.json with the new folder`,
    );
    return false;
  }
  if (!needsInstall(root)) return true;
  // `npm ci` installs exactly the lockfile and never rewrites it: a fresh clone stays clean.
  say('installing dependencies (npm ci)...');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) say(`npm ci failed (exit ${code})`);
  return code === 0;
}

/** @returns {Promise<boolean>} whether /usr/bin/chromium exists afterwards */
export async function ensureChromium(say) {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    say(
      `${CHROMIUM} is missing and this is not root: run 'sudo apt-get install -y chromium' (Playwright cannot download browsers here)`,
    );
    return false;
  }
  say('installing Debian chromium for Playwright (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    (await run('apt-get', ['update'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) === 0;
  if (!ok || !fs.existsSync(CHROMIUM)) {
    say(`could not install chromium: ${CHROMIUM} is still missing`);
    return false;
  }
  return true;
}

/** Builds every workspace in dependency order (shared before the api). */
export async function buildAll(root, say) {
  say('building (lerna run build)...');
  const code = await run('npx', ['lerna', 'run', 'build', '--loglevel', 'warn'], {
    cwd: root,
    // No Nx daemon left behind after the build; no cloud calls.
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (code !== 0) say(`build failed (exit ${code})`);
  return code === 0;
}
