// The manifest of remotes (shared/src/contracts/remotes.json) for the repository's tooling:
// ESLint, jest, webpack, the local stack and the deployment generator read it from here.
// The TypeScript side checks the same file with its schema (shared/src/contracts/remotes.ts).
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const MANIFEST_PATH = path.join(ROOT, 'shared/src/contracts/remotes.json');

/**
 * @typedef {{ path: string, basePath: string, entry?: string, access?: 'public' | 'member' }} RemoteRoute
 * @typedef {{ name: string, federationName: string, port: number, exposes: Record<string, string>,
 *             routes: RemoteRoute[], preload: ('guest' | 'member')[] }} Remote
 * @typedef {{ shell: { port: number }, api: { port: number }, realtime: { port: number }, remotes: Remote[] }} Manifest
 */

/** @type {Manifest} */
const MANIFEST = require(MANIFEST_PATH);

/** @param {Manifest} [m] @returns {string[]} remote names (= folders), in manifest order */
const remoteNames = (m = MANIFEST) => m.remotes.map((r) => r.name);

/** @param {Manifest} [m] @returns {string[]} the front-end apps: the shell, then every remote */
const appNames = (m = MANIFEST) => ['shell', ...remoteNames(m)];

/** @param {Manifest} [m] @returns {Record<string, number>} local ports of every service */
const localPorts = (m = MANIFEST) => ({
  shell: m.shell.port,
  ...Object.fromEntries(m.remotes.map((r) => [r.name, r.port])),
  api: m.api.port,
  realtime: m.realtime.port,
});

/**
 * The folder a new remote is copied from (README "How to add a remote"): not a workspace and not in
 * the manifest, so nothing builds or serves it; jest runs its tests and ESLint lints it as a remote.
 */
const TEMPLATE = 'remote-template';

/**
 * The operator console (console/): a plain React app on its own origin, not a remote and not in
 * the manifest (members never load it); a workspace that tests, lints and builds like the apps.
 */
const CONSOLE = 'console';

/** @param {Manifest} [m] @returns {string[]} the jest projects: every workspace with tests, each remote and the template included */
const jestProjects = (m = MANIFEST) =>
  ['shared', 'api', 'shell', ...remoteNames(m), TEMPLATE, CONSOLE, 'scripts'].map((dir) => `<rootDir>/${dir}`);

/** @param {string} name @param {Manifest} [m] @returns {Remote} */
function remote(name, m = MANIFEST) {
  const found = m.remotes.find((r) => r.name === name);
  if (!found) throw new Error(`${name} is not in ${path.relative(ROOT, MANIFEST_PATH)}`);
  return found;
}

module.exports = {
  ROOT,
  MANIFEST_PATH,
  MANIFEST,
  TEMPLATE,
  CONSOLE,
  remoteNames,
  appNames,
  localPorts,
  jestProjects,
  remote,
};
