// A remote's release: its production build, given a version and kept as it is for good under the
// releases directory, which any static host or CDN serves as is (docs/releasing.md).
//
//   npm run release -- mf-promotions              build, then release
//   npm run release -- mf-promotions --no-build   release the dist/ already built
//   npm run release -- mf-promotions --releases /srv/croupier-releases
//
// The version is the package's semver with the build's content hash as its build metadata
// (0.1.0+3f9a0c1d2b4e): the same sources give the same version, and a changed build another one.
// `releases/<remote>/<version>/` holds the build's files and release.json: what the release
// requires of the shell that will serve it (contract, each shared singleton's range, the federation
// runtime), what it brings (exposes, routes, first-paint module) and each file's integrity.
// Releasing again what is there already changes nothing; a directory of the same version with
// other files is refused, never overwritten. Releasing changes nothing a site loads.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import remotesManifest from '../build/remotes.cjs';

const ROOT = remotesManifest.ROOT;
export const RELEASES_DIR = path.join(ROOT, 'releases');
export const RELEASE_FILE = 'release.json';

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
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const meta = manifest.metaData ?? {};
  if (!meta.contract) throw new Error(`${remote}: its mf-manifest.json names no contract (built by remoteBuild?)`);
  const files = filesOf(distDir);
  return {
    remote,
    version: releaseVersion(distDir, packageVersion),
    commit,
    requires: {
      contract: meta.contract,
      runtime: { '@module-federation/enhanced': meta.pluginVersion },
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
    files: Object.fromEntries(files.map((file) => [file, sri(fs.readFileSync(path.join(distDir, file)))])),
  };
}

/**
 * Writes the release under `releasesDir/<remote>/<version>/` (the build's files, then
 * release.json, last, so a directory with one is complete). Returns the release and whether it
 * was there already.
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
  fs.writeFileSync(recordFile, `${JSON.stringify({ ...release, releasedAt: new Date().toISOString() }, null, 2)}\n`);
  return { release, dir, existed: false };
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

async function main(argv) {
  const [remote] = argv.filter((arg) => !arg.startsWith('--'));
  const at = argv.indexOf('--releases');
  const releasesDir = at >= 0 ? path.resolve(argv[at + 1] ?? '') : RELEASES_DIR;
  const names = remotesManifest.remoteNames();
  if (!remote || !names.includes(remote)) {
    console.error(`release: name a remote (${names.join(', ')})`);
    return 2;
  }
  const entry = remotesManifest.remote(remote);
  const dir = path.join(ROOT, remote);
  if (!argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', remote], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const {
    release,
    dir: out,
    existed,
  } = writeRelease({
    remote,
    distDir: path.join(dir, 'dist'),
    releasesDir,
    packageVersion: version,
    routes: (entry.routes ?? []).map((route) => route.path),
    commit: gitCommit(),
  });
  console.log(
    `${existed ? 'already released' : 'released'} ${remote} ${release.version} in ${path.relative(ROOT, out)}`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
