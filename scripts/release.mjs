// A remote's or the shell's release: its production build, given a version and kept as it is for
// good under the releases directory, which any static host or CDN serves as is (docs/releasing.md).
//
//   npm run release -- mf-promotions              build, then release
//   npm run release -- mf-promotions --no-build   release the dist/ already built
//   npm run release -- mf-promotions --releases /srv/croupier-releases
//   npm run release -- mf-promotions --register [--api URL] [--base-url URL]   then register it
//   npm run release -- shell                      the shell, with what it offers remotes
//
// The version is the package's semver with the build's content hash as its build metadata
// (0.1.0+3f9a0c1d2b4e): the same sources give the same version, and a changed build another one.
// `releases/<remote>/<version>/` holds the build's files and release.json: what the release
// requires of the shell that will serve it (contract, each shared singleton's range, the federation
// runtime), what it brings (exposes, routes, first-paint module) and each file's integrity. The
// shell's release.json says instead what it offers the remotes it serves: the contract and how many
// majors of it, each singleton's version, the federation runtime (the api's compatibility gate).
// Releasing again what is there already changes nothing; a directory of the same version with
// other files is refused, never overwritten. Releasing changes nothing a site loads.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import remotesManifest from '../build/remotes.cjs';
import sharedSingletons from '../build/shared-singletons.cjs';
import { LOCAL_PORTS, RELEASES_PORT } from './stack.mjs';

const ROOT = remotesManifest.ROOT;
export const RELEASES_DIR = path.join(ROOT, 'releases');
export const RELEASE_FILE = 'release.json';
export const SHELL = 'shell';

/** The api's public development release token (LOCAL_RELEASE_TOKEN, api/src/lib/production-rules.ts). */
export const DEV_RELEASE_TOKEN = 'croupier-dev-release-token';
const FEDERATION_RUNTIME = '@module-federation/enhanced';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The build's files, relative and sorted, source maps left out (they stay with the build). */
function filesOf(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of fs.readdirSync(path.join(dir, at), { withFileTypes: true })) {
      const rel = at ? `${at}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (!rel.endsWith('.map')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

const sri = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** `<package semver>+<first 12 hex of the build's SHA-256 over its files' names and bytes>`. */
export function releaseVersion(distDir, packageVersion) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return `${packageVersion}+${hash.digest('hex').slice(0, 12)}`;
}

/** What release.json says of a build: its requirements, what it brings, its files' integrity. */
export function describeRelease({ remote, distDir, packageVersion, routes, commit }) {
  const { requires, provides } = remote === SHELL ? shellTerms(routes) : remoteTerms(remote, distDir, routes);
  const files = filesOf(distDir);
  return {
    remote,
    version: releaseVersion(distDir, packageVersion),
    commit,
    requires,
    provides,
    files: Object.fromEntries(files.map((file) => [file, sri(fs.readFileSync(path.join(distDir, file)))])),
  };
}

/** A remote requires what its mf-manifest.json names (remoteBuild writes the contract into it). */
function remoteTerms(remote, distDir, routes) {
  const manifest = readJson(path.join(distDir, 'mf-manifest.json'));
  const meta = manifest.metaData ?? {};
  if (!meta.contract) throw new Error(`${remote}: its mf-manifest.json names no contract (built by remoteBuild?)`);
  return {
    requires: {
      contract: meta.contract,
      runtime: { [FEDERATION_RUNTIME]: meta.pluginVersion },
      shared: Object.fromEntries(
        (manifest.shared ?? [])
          .filter((entry) => entry.singleton)
          .map((entry) => [entry.name, entry.requiredVersion])
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
    provides: {
      federationName: manifest.name,
      exposes: (manifest.exposes ?? []).map((entry) => entry.name).sort(),
      routes,
      firstPaint: meta.firstPaint ?? null,
    },
  };
}

/**
 * The shell requires nothing; it offers the remotes its contract and how many majors of it it
 * serves (shell/package.json, held equal to SERVED_CONTRACT_MAJORS by its test), the version it
 * registers each shared singleton under, and the federation runtime installed for it. Its build has
 * no mf-manifest.json: all of it comes from the sources it was built from.
 */
function shellTerms(routes = [], root = ROOT) {
  const contract = readJson(path.join(root, 'shared/package.json')).croupier?.contract;
  const servedMajors = readJson(path.join(root, 'shell/package.json')).croupier?.servedContractMajors;
  if (!contract) throw new Error('shell: shared/package.json names no croupier.contract');
  if (!Number.isInteger(servedMajors) || servedMajors < 1) {
    throw new Error('shell: shell/package.json names no croupier.servedContractMajors (a whole number, 1 or more)');
  }
  return {
    requires: {},
    provides: {
      contract: { version: contract, servedMajors },
      shared: Object.fromEntries(
        Object.entries(sharedSingletons.sharedVersions())
          .map(([request, { version }]) => [request, version])
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
      runtime: { [FEDERATION_RUNTIME]: installedVersion(FEDERATION_RUNTIME, path.join(root, SHELL), root) },
      routes,
    },
  };
}

/**
 * The version of the package node resolves from `fromDir` (its own node_modules, then each parent's
 * up to the root). Read by path: the package's exports do not include its package.json.
 */
function installedVersion(name, fromDir, root) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return readJson(file).version;
    if (dir === root || dir === path.dirname(dir)) throw new Error(`${name} is not installed (npm ci)`);
  }
}

/**
 * Writes the release under `releasesDir/<remote>/<version>/` (the build's files, then
 * release.json, last, so a directory with one is complete). Returns the release (its release.json)
 * and whether it was there already.
 */
export function writeRelease({ remote, distDir, releasesDir = RELEASES_DIR, packageVersion, routes, commit }) {
  const release = describeRelease({ remote, distDir, packageVersion, routes, commit });
  const dir = path.join(releasesDir, remote, release.version);
  const recordFile = path.join(dir, RELEASE_FILE);
  if (fs.existsSync(recordFile)) {
    const kept = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
    if (JSON.stringify(kept.files) !== JSON.stringify(release.files)) {
      throw new Error(`${remote} ${release.version} is released already with other files: a release never changes`);
    }
    return { release: kept, dir, existed: true };
  }
  if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true }); // a release cut short: it never had its record
  for (const file of Object.keys(release.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(distDir, file), path.join(dir, file));
  }
  const record = { ...release, releasedAt: new Date().toISOString() };
  fs.writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  return { release: record, dir, existed: false };
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

/**
 * Registers a release with the api's registry (`POST /api/releases/<remote>`, docs/releasing.md):
 * its version, the URL its entry is served from under `baseUrl` (`<remote>/<version>/mf-manifest.json`;
 * the shell, which has none, its `index.html`) and its release.json whole, with the team's token.
 * Resolves with the api's status and answer (`{ code, message, data }`): a refusal is answered, not
 * thrown. Rejects when the api cannot be reached.
 * @param {{ apiUrl: string, token: string, baseUrl: string, release: { remote: string, version: string } }} o
 * @returns {Promise<{ status: number, ok: boolean, answer: { code: number, message: string, data: any }, manifestUrl: string }>}
 */
export async function registerRelease({ apiUrl, token, baseUrl, release }) {
  const entry = release.remote === SHELL ? 'index.html' : 'mf-manifest.json';
  // The version's `+` escaped: some object stores read a bare `+` in a path as a space.
  const manifestUrl = new URL(
    `${encodeURIComponent(release.remote)}/${encodeURIComponent(release.version)}/${entry}`,
    withSlash(baseUrl),
  ).href;
  const res = await fetch(new URL(`api/releases/${encodeURIComponent(release.remote)}`, withSlash(apiUrl)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ version: release.version, manifest_url: manifestUrl, record: release }),
  });
  const text = await res.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { code: res.status, message: text.trim() || res.statusText, data: null };
  }
  return { status: res.status, ok: res.ok, answer, manifestUrl };
}

const withSlash = (url) => (url.endsWith('/') ? url : `${url}/`);

/** `<shell|remote> [--no-build] [--releases DIR] [--register] [--api URL] [--base-url URL]`. */
function parseArgs(argv) {
  const opts = { build: true, releasesDir: RELEASES_DIR, register: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`release: ${arg} needs a value`);
      return v;
    };
    if (arg === '--no-build') opts.build = false;
    else if (arg === '--releases') opts.releasesDir = path.resolve(value());
    else if (arg === '--register') opts.register = true;
    else if (arg === '--api') opts.apiUrl = value();
    else if (arg === '--base-url') opts.baseUrl = value();
    else if (arg.startsWith('--') || opts.app) throw new Error(`release: unknown argument ${arg}`);
    else opts.app = arg;
  }
  return opts;
}

async function main(argv, env = process.env) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    console.error(err.message);
    return 2;
  }
  const { app } = opts;
  const names = [SHELL, ...remotesManifest.remoteNames()];
  if (!app || !names.includes(app)) {
    console.error(`release: name the shell or a remote (${names.join(', ')})`);
    return 2;
  }
  const dir = path.join(ROOT, app);
  if (opts.build) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', app], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  const { version } = readJson(path.join(dir, 'package.json'));
  const {
    release,
    dir: out,
    existed,
  } = writeRelease({
    remote: app,
    distDir: path.join(dir, 'dist'),
    releasesDir: opts.releasesDir,
    packageVersion: version,
    // The shell's own routes are JSX (shell/src/routing/app-routes.tsx), in no file a script reads.
    routes: app === SHELL ? [] : remotesManifest.remote(app).routes.map((route) => route.path),
    commit: gitCommit(),
  });
  console.log(`${existed ? 'already released' : 'released'} ${app} ${release.version} in ${path.relative(ROOT, out)}`);
  if (!opts.register) return 0;

  const apiUrl = opts.apiUrl ?? env.CROUPIER_API_URL ?? `http://localhost:${LOCAL_PORTS.api}`;
  const baseUrl = opts.baseUrl ?? env.CROUPIER_RELEASES_URL ?? `http://localhost:${RELEASES_PORT}`;
  const token = env.CROUPIER_RELEASE_TOKEN || DEV_RELEASE_TOKEN;
  let registered;
  try {
    registered = await registerRelease({ apiUrl, token, baseUrl, release });
  } catch (err) {
    console.error(`release: cannot reach the api at ${apiUrl}: ${err.cause?.message ?? err.message}`);
    return 1;
  }
  const { status, ok, answer, manifestUrl } = registered;
  if (!ok) {
    console.error(`release: the api refused to register ${app} ${release.version} (${status}): ${answer.message}`);
    return 1;
  }
  const team = answer.data?.registered_by;
  console.log(
    `${status === 201 ? 'registered' : 'registered already'} ${app} ${release.version} (api ${status} ${answer.message}${team ? `, team ${team}` : ''}): ${manifestUrl}`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
